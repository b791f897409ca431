import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot, useApp } from './support/browser.ts';
import { loaded, recordScripts, chunksWith } from './support/founderBundle.ts';
import {
  answerBox,
  counter,
  nextButton,
  profile,
  reachLastStep,
  readResult,
  spokenText,
  startQuestionnaire,
  stored,
  waitForResult,
} from './support/founderFlow.ts';
import { projectRoot } from './support/variants.ts';

const app = useApp('offline');

afterEach(async () => {
  for (const open of app.context.pages()) await open.close();
});

interface RubricEntry {
  strength: string;
  weakness: string;
  recommendation: string;
}

const founderPrompt = parse(readFileSync(join(projectRoot, 'prompts/founder.yaml'), 'utf8')) as {
  rubric: RubricEntry[];
  messages: { offlineNotice: string };
};
const rubric = (field: keyof RubricEntry) => founderPrompt.rubric.map((entry) => entry[field]);

describe('founder flow without provider keys', () => {
  it('writes the analysis offline, says so, sends nothing anywhere and resets on Start Over', async () => {
    const page = await app.newPage();
    const outbound: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).hostname !== '127.0.0.1') outbound.push(request.url());
    });
    const scripts = recordScripts(page);

    await startQuestionnaire(page, app.url);
    await reachLastStep(page);
    await nextButton(page).click();
    await waitForResult(page);

    const notice = page.getByTestId('offline-notice');
    expect(await spokenText(notice)).toBe(founderPrompt.messages.offlineNotice);
    expect(await spokenText(notice)).toMatch(/offline analysis/i);
    expect(await spokenText(page.getByTestId('email-not-configured'))).toBe(
      'Email delivery is not configured, so no copy of this analysis was sent.',
    );
    expect(await page.getByTestId('email-sent').count()).toBe(0);

    const result = await readResult(page);
    expect(result.scoreText).toMatch(/^Overall Score\s*\d{1,3}\s*\/ 100$/);
    const score = Number(/(\d+)\s*\/ 100/.exec(result.scoreText)?.[1]);
    expect(result.scoreColour).toBe(score >= 80 ? 'green' : score >= 60 ? 'yellow' : 'red');
    for (const [items, field] of [
      [result.strengths, 'strength'],
      [result.weaknesses, 'weakness'],
      [result.recommendations, 'recommendation'],
    ] as const) {
      expect(items.length).toBeGreaterThanOrEqual(2);
      expect(items.length).toBeLessThanOrEqual(3);
      for (const item of items) expect(rubric(field)).toContain(item);
    }

    expect(outbound).toEqual([]);
    // The offline build holds no AI SDK at all, and the email SDK it holds never loads.
    expect([...chunksWith('offline', 'gemini'), ...chunksWith('offline', 'openai')]).toEqual([]);
    expect(chunksWith('offline', 'emailjs').filter((chunk) => loaded(scripts, chunk))).toEqual([]);
    await expectNoAxeViolations(page, 'the offline founder result');
    await screenshot(page, 'founder-offline-result');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'founder-offline-result-phone');

    await page.getByRole('button', { name: 'Start Over' }).click();
    await expect.poll(() => counter(page).textContent()).toBe('1 of 12');
    expect(await answerBox(page).inputValue()).toBe('');
    expect(await stored(page, 'founderQuestionnaire')).toEqual({ step: 0, answers: {} });
    expect(await stored(page, 'companyProfile')).toEqual(profile);
  });
});
