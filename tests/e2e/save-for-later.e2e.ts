/**
 * Save and continue later (#36 item 4), in Chromium against the built server (`npm start`) on
 * Debian's PostgreSQL, and against the static offline build: a founder pauses the canvas on one
 * browser, opens the link in a fresh browser (another profile: nothing shared), and finds the
 * profile, the answers and the question they were on; the database held only ciphertext, and the
 * row is gone once the questionnaire is finished. Forget deletes it on request. On a host without
 * the server, the link carries the sealed answers itself; a tab with other answers is asked first.
 */
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type RunningPostgres } from '../support/postgresServer.ts';
import { startAppServer, type RunningServer } from './support/appServer.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { launchBrowser, screenshot, untilLive, useApp, useBrowser, type LaunchedBrowser } from './support/browser.ts';
import {
  answerBox,
  answerSteps,
  backButton,
  canvas,
  counter,
  profile,
  spokenText,
  startQuestionnaire,
  stored,
  waitForResult,
} from './support/founderFlow.ts';
import { emailjs, intercept } from './support/founderProviders.ts';
import { answers as productAnswers, expectSection, field, fillSection, sections } from './support/productFlow.ts';

const saveLabel = 'Save and continue later';
const forgetLabel = 'Forget my saved answers';
/** A sentence only this founder wrote: it must never be readable in the database. */
const marker = 'Our moat is the Quokka-Ledger-7319 clinic data exchange';

const saveButton = (page: Page) => page.getByRole('button', { name: saveLabel });
const savedLink = async (page: Page) => {
  const box = page.getByTestId('saved-link');
  await box.waitFor();
  return box.inputValue();
};

/** Every saved_answers row, each column as PostgreSQL writes it as text and the ciphertext's bytes as text. */
async function savedRows(postgres: RunningPostgres): Promise<{ count: number; text: string }> {
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ row: string; sealed: Buffer }>(
      'select saved_answers::text as row, sealed from saved_answers',
    );
    const text = rows.flatMap((row) => [row.row, row.sealed.toString('latin1'), row.sealed.toString('utf8')]);
    return { count: rows.length, text: text.join('\n') };
  } finally {
    await client.end();
  }
}

describe('a paused questionnaire, finished on another browser (server build, PostgreSQL)', () => {
  const browser = useBrowser();
  let postgres: RunningPostgres;
  let server: RunningServer;
  let fresh: LaunchedBrowser | undefined;
  beforeAll(async () => {
    postgres = await startPostgres();
    server = await startAppServer({ DATABASE_URL: postgres.url });
    // A loop, not expect.poll: this runs outside any test. Migrating takes seconds on a busy machine.
    for (const end = Date.now() + 120_000; !server.output.some((line) => line.startsWith('Database: ready'));) {
      if (Date.now() > end) throw new Error(`no database within 120 s:\n${server.output.join('\n')}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }, 180_000);
  afterAll(async () => {
    await fresh?.close();
    expect(await server.stop()).toBe(0);
    await postgres.stop();
  });

  it('restores the profile, the answers and the question in a fresh browser; the row holds ciphertext and goes on completion', async () => {
    const first = await browser.context.newPage();
    await startQuestionnaire(first, server.url);
    await answerSteps(first, 0, 3);
    await expect.poll(() => counter(first).textContent()).toBe('5 of 12');
    // Typed, not yet sent with Next: the link must hold it too.
    await answerBox(first).fill(marker);
    await saveButton(first).click();
    const link = await savedLink(first);
    expect(link).toMatch(new RegExp(`^${server.url}/questions#resume=[A-Za-z0-9_-]{43}$`));
    await expect.poll(() => first.getByTestId('save-for-later').innerText()).toContain('It works until');
    await expectNoAxeViolations(first, 'the saved-link panel');
    await screenshot(first, 'save-for-later-panel-1280');
    await first.setViewportSize({ width: 375, height: 800 });
    await expectNoAxeViolations(first, 'the saved-link panel at 375 px');
    await screenshot(first, 'save-for-later-panel-375');

    // The server holds one row, and nothing in it reads as the answers or the link's secret.
    const secret = new URL(link).hash.slice('#resume='.length);
    const saved = await savedRows(postgres);
    expect(saved.count).toBe(1);
    for (const text of [marker, 'Quokka', profile.companyName, profile.companyEmail, canvas[0].answer, secret])
      expect(saved.text).not.toContain(text);

    // Emailed with the link's own EmailJS template (intercepted: nothing leaves the machine).
    const emails = await intercept(first, 'email', emailjs.ok());
    await first.getByRole('textbox', { name: 'Your email address' }).fill(profile.companyEmail);
    await first.getByRole('button', { name: 'Email me the link' }).click();
    await expect
      .poll(() => spokenText(first.getByTestId('saved-link-email-status')))
      .toBe(`The link was sent to ${profile.companyEmail}.`);
    const sent = emails[0]?.body as { template_id: string; template_params: Record<string, string> };
    expect(sent.template_id).toBe('template_resume');
    expect(sent.template_params).toMatchObject({ to_email: profile.companyEmail, resume_link: link });
    await first.close();

    // Another browser, with nothing of the first one's: the link alone brings everything back.
    fresh = await launchBrowser();
    const second = await fresh.context.newPage();
    await second.goto(link);
    await untilLive(second);
    await expect
      .poll(() => spokenText(second.getByTestId('resume-welcome')))
      .toBe('Welcome back: your saved answers are here. Continue where you left off.');
    await expect.poll(() => counter(second).textContent()).toBe('5 of 12');
    expect(await answerBox(second).inputValue()).toBe(marker);
    // The secret leaves the address bar (the question's own entry, #<id>, stays); the tab keeps
    // what it needs to save again or forget.
    expect(second.url()).toMatch(new RegExp(`^${server.url}/questions(#[a-z-]+)?$`));
    expect(await stored(second, 'companyProfile')).toEqual(profile);
    await expectNoAxeViolations(second, 'a questionnaire restored from a saved link');
    await screenshot(second, 'save-for-later-restored-1280');
    await second.setViewportSize({ width: 375, height: 800 });
    await expectNoAxeViolations(second, 'a restored questionnaire at 375 px');
    await screenshot(second, 'save-for-later-restored-375');
    await backButton(second).click();
    await expect.poll(() => counter(second).textContent()).toBe('4 of 12');
    expect(await answerBox(second).inputValue()).toBe(canvas[3].answer);
    // This tab holds a saved link: Forget is in sight beside the button.
    await expect.poll(() => second.getByRole('button', { name: forgetLabel }).count()).toBe(1);

    // Finished on the second browser: the analysis (offline: the server has no key) and the row's deletion.
    await answerSteps(second, 3, canvas.length - 1);
    await waitForResult(second);
    await expect.poll(async () => (await savedRows(postgres)).count, { timeout: 20_000 }).toBe(0);
    const again = await fresh.context.newPage();
    await again.goto(link);
    await expect
      .poll(() => spokenText(again.getByTestId('resume-error')))
      .toBe(
        'The answers of this link are no longer saved: they were deleted, the questionnaire was finished, or the link is older than 30 days.',
      );
    await expectNoAxeViolations(again, 'a saved link whose answers are gone');
  }, 600_000);

  it('Forget deletes the saved answers on request; the link then says they are gone', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${server.url}${sections.positioning.route}`);
    await expectSection(page, 'positioning');
    await field(page, 'positioning', 'whatItIs').fill(productAnswers.positioning.whatItIs);
    await saveButton(page).click();
    const link = await savedLink(page);
    expect((await savedRows(postgres)).count).toBe(1);
    await page.getByRole('button', { name: forgetLabel }).click();
    await expect
      .poll(() => spokenText(page.getByTestId('save-for-later-forgotten')))
      .toBe(
        'Your saved answers were deleted from our server, and the link no longer opens them. Your answers are still in this tab.',
      );
    expect((await savedRows(postgres)).count).toBe(0);
    expect(await field(page, 'positioning', 'whatItIs').inputValue()).toBe(productAnswers.positioning.whatItIs);
    expect(await page.getByRole('button', { name: forgetLabel }).count()).toBe(0);
    const other = await browser.context.newPage();
    await other.goto(link);
    await other.getByTestId('resume-error').waitFor();
    await other.getByRole('button', { name: 'Continue without them' }).click();
    await expectSection(other, 'positioning');
    expect(await field(other, 'positioning', 'whatItIs').inputValue()).toBe('');
  }, 300_000);
});

describe('a saved link on a host without the app’s server (static offline build)', () => {
  const app = useApp('offline');
  let fresh: LaunchedBrowser | undefined;
  afterAll(async () => {
    await fresh?.close();
  });

  it('carries the sealed answers itself, and asks before replacing other answers in a tab', async () => {
    const page = await app.newPage();
    await page.goto(`${app.url}${sections.positioning.route}`);
    await expectSection(page, 'positioning');
    await fillSection(page, 'positioning');
    await saveButton(page).click();
    const link = await savedLink(page);
    const [secret, sealed] = new URL(link).hash.slice('#resume='.length).split('.');
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sealed?.length).toBeGreaterThan(300);
    for (const text of Object.values(productAnswers.positioning)) expect(decodeURIComponent(link)).not.toContain(text);
    await expect
      .poll(() => page.getByTestId('save-for-later').innerText())
      .toContain('The link holds your answers itself');
    await expectNoAxeViolations(page, 'a link that carries its answers');
    await screenshot(page, 'save-for-later-inline-1280');

    fresh = await launchBrowser();
    const other = await fresh.context.newPage();
    await other.goto(link);
    await untilLive(other);
    await other.getByTestId('resume-welcome').waitFor();
    for (const [name, value] of Object.entries(productAnswers.positioning))
      expect(await field(other, 'positioning', name).inputValue()).toBe(value);

    // The same tab, its answers changed since: opening the link again asks first.
    await field(other, 'positioning', 'whatItIs').fill('A rota planner');
    await expect
      .poll(async () => await stored(other, `${sections.positioning.store}Draft`))
      .toMatchObject({ whatItIs: 'A rota planner' });
    await other.goto(`${app.url}/privacy`);
    await other.goto(link);
    await other.getByRole('button', { name: 'Keep the answers in this tab' }).waitFor();
    await other.setViewportSize({ width: 375, height: 800 });
    await expectNoAxeViolations(other, 'the question before replacing answers, at 375 px');
    await screenshot(other, 'save-for-later-conflict-375');
    await other.getByRole('button', { name: 'Keep the answers in this tab' }).click();
    await expectSection(other, 'positioning');
    expect(await field(other, 'positioning', 'whatItIs').inputValue()).toBe('A rota planner');
    await other.goto(`${app.url}/privacy`);
    await other.goto(link);
    await other.getByRole('button', { name: 'Use my saved answers' }).click();
    await other.getByTestId('resume-welcome').waitFor();
    expect(await field(other, 'positioning', 'whatItIs').inputValue()).toBe(productAnswers.positioning.whatItIs);

    // A link cut short says so, and the screen opens with what the tab holds.
    await other.goto(`${app.url}/privacy`);
    await other.goto(link.slice(0, -20));
    await expect
      .poll(() => spokenText(other.getByTestId('resume-error')))
      .toBe(
        'This link is incomplete or damaged, so your saved answers cannot be opened. Copy the whole link and try again.',
      );
  }, 300_000);
});
