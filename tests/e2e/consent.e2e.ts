/**
 * Collected answers only with consent (#28 item 4), in Chromium on the built server: two people
 * finish the Share Feedback flow, one ticks the consent box (by keyboard), one leaves it as it
 * starts, unticked. Only the first one's answers reach the owner's collected responses and the
 * CSV; both still count in the anonymous funnel, which holds no answer (docs/server.md).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot, useBrowser } from './support/browser.ts';
import { consentBox, feedbackBuild, giveFeedback, sentMessage } from './support/feedbackFlow.ts';
import { spokenText } from './support/founderFlow.ts';
import { ready, signIn, useOwnerServers } from './support/ownerServers.ts';

const browser = useBrowser();
const servers = useOwnerServers();
const dataDir = mkdtempSync(join(tmpdir(), 'advisory-data-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const consenting = {
  name: 'Katherine Johnson',
  email: 'katherine@example.com',
  comment: 'The advisor checked every number in our plan twice.',
};
const declining = {
  name: 'Dorothy Vaughan',
  email: 'dorothy@example.com',
  comment: 'Useful, but I prefer to keep this between us.',
};

const ownerFetch = (page: Page, path: string) =>
  page.evaluate(async (url) => {
    const response = await fetch(url);
    return { status: response.status, text: await response.text() };
  }, path);

describe('collected answers follow the consent box', () => {
  it('stores the answers of the person who ticked it, not of the one who did not; both count in the funnel', async () => {
    const server = await servers.start({ DATA_DIR: dataDir }, feedbackBuild);

    const form = await browser.context.newPage();
    await form.goto(`${server.url}/feedback-contact`);
    await consentBox(form).waitFor();
    await expectNoAxeViolations(form, 'the consent box on the first form');
    await form.setViewportSize({ width: 375, height: 800 });
    await expectNoAxeViolations(form, 'the consent box at 375 px');
    await screenshot(form, 'consent-form-375');
    await form.close();

    const ticked = await browser.context.newPage();
    await giveFeedback(ticked, server.url, consenting, { consent: true });
    await expect.poll(() => spokenText(ticked.getByTestId('completion-note'))).toBe(sentMessage);
    await ticked.close();

    const unticked = await browser.context.newPage();
    await giveFeedback(unticked, server.url, declining, { consent: false });
    // Nothing was collected, so there is nothing to say about it.
    expect(await unticked.getByTestId('completion-note').count()).toBe(0);
    await unticked.close({ runBeforeUnload: true });

    const owner = await browser.context.newPage();
    await signIn(owner, server.url);
    // Both completions count, anonymously (the funnel asks no consent); the tab that only opened
    // the form for axe counts as a third start.
    await expect
      .poll(async () => JSON.parse((await ownerFetch(owner, '/api/owner/funnel?flow=feedback')).text), ready)
      .toMatchObject({ flow: 'feedback', started: 3, completed: 2 });

    await owner.getByLabel('Flow').selectOption('feedback');
    const responses = owner.getByRole('region', { name: 'Collected responses table' });
    await responses.waitFor();
    expect(await responses.getByRole('row').count()).toBe(2);
    await responses.getByText('4 answers').click();
    const shown = await responses.innerText();
    for (const text of Object.values(consenting)) expect(shown).toContain(text);
    // Question and the label chosen, the stored code beside it.
    expect(shown).toContain('Overall\nVery useful (stored as very)');
    const page = await owner.locator('body').innerText();
    for (const text of Object.values(declining)) expect(page).not.toContain(text);

    const csv = await ownerFetch(owner, '/api/owner/responses.csv?flow=feedback');
    expect(csv.status).toBe(200);
    for (const text of Object.values(consenting)) expect(csv.text).toContain(text);
    for (const text of Object.values(declining)) expect(csv.text).not.toContain(text);
    expect(csv.text).toContain(',Very useful,');
    const codes = await ownerFetch(owner, '/api/owner/responses.csv?flow=feedback&values=codes');
    expect(codes.text).toContain(',very,');

    await expectNoAxeViolations(owner, 'owner dashboard with a collected response');
    await screenshot(owner, 'owner-responses-1280');
    await owner.setViewportSize({ width: 375, height: 800 });
    await expectNoAxeViolations(owner, 'owner dashboard with a collected response at 375 px');
    await screenshot(owner, 'owner-responses-375');
    await owner.close();
    await servers.stop(server);
  }, 600_000);
});
