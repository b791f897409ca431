import { describe, expect, it } from 'vitest';
import { offlineAnalyze } from '../../src/engine/analysis/offline/offlineAnalyze.ts';
import { parseAnalysis } from '../../src/engine/analysis/parse/parseAnalysis.ts';
import { resultDisplay } from '../../src/engine/results/resultValues.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot, useApp } from './support/browser.ts';
import {
  analysisInput,
  expectSection,
  field,
  productAnalysis,
  reachCustomerProfile,
  readResult,
  sections,
  storageKeys,
  productOfflineContext,
  submitAnalysis,
} from './support/productFlow.ts';

const app = useApp('offline');
const analysis = productAnalysis();

/** What the offline analyzer makes of the sample answers, computed here with the engine itself. */
function expectedDisplay() {
  return resultDisplay(
    analysis.result,
    parseAnalysis(offlineAnalyze(analysisInput(), analysis, productOfflineContext()), analysis),
  );
}

describe('the product analysis without provider keys', () => {
  it('is written by the offline analyzer, with nothing sent anywhere, and closing it clears the sections', async () => {
    const page = await app.newPage();
    const outgoing: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(app.url)) outgoing.push(request.url());
    });
    await reachCustomerProfile(page, app.url);
    await submitAnalysis(page);

    const { result, lists, scores } = await readResult(page);
    const expected = expectedDisplay();
    expect(await page.getByTestId('offline-notice').innerText()).toContain(analysis.messages.offlineNotice);
    expect(lists).toEqual({
      Summary: [],
      ...Object.fromEntries(expected.lists.map((list) => [list.heading, list.items])),
    });
    expect(Object.keys(lists)).toEqual([
      'Summary',
      'Strengths',
      'Areas for Improvement',
      'Recommendations',
      'Next Steps',
    ]);
    expect(lists.Strengths?.length).toBeGreaterThanOrEqual(3);
    expect(lists['Next Steps']?.length).toBeGreaterThanOrEqual(2);
    expect(Object.fromEntries(Object.entries(scores).map(([label, score]) => [label, score.text]))).toEqual({
      'Overall Score': `${expected.score} / 100`,
      ...Object.fromEntries(expected.subScores.map((sub) => [sub.label, `${sub.score} / 100`])),
    });
    const summaryLines = expected.summary.split('\n').filter((line) => line.trim() !== '');
    expect(summaryLines.length).toBeGreaterThan(0);
    for (const line of summaryLines) expect(await result.getByText(line, { exact: true }).count()).toBe(1);
    // The notice is said once, by the banner, not repeated in the summary.
    expect(expected.summary).not.toContain(analysis.messages.offlineNotice);
    expect(outgoing).toEqual([]);
    await expectNoAxeViolations(page, 'the offline product result');
    await screenshot(page, 'product-offline-result-desktop');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'product-offline-result-phone');

    await result.getByRole('button', { name: 'Start Over' }).click();
    await expectSection(page, 'positioning');
    expect(await storageKeys(page)).toEqual([]);
    expect(await field(page, 'positioning', 'whoItsFor').inputValue()).toBe('');
    // Nothing stored any more, so the later sections send the user back again.
    await page.goto(`${app.url}${sections.productIdea.route}`);
    await expectSection(page, 'positioning');
    await page.close();
  });
});
