/**
 * Two Studio edits as a content editor makes them, on a temp copy of the fixture flow (see
 * studio.e2e.ts): a range step's bar chart set by pasting a spreadsheet column and changed bar by
 * bar, and deletes of a step and an option undone where they were, by mouse and by keyboard.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot, screenshotDir } from './support/browser.ts';
import { useFixtureDevServer } from './support/devServer.ts';
import { openLaunchReadiness, openStep as openStepIn } from './support/studio.ts';
import { projectRoot } from './support/variants.ts';

/** How long a poll waits: the machine is shared, and a save or a re-check can take seconds under load. */
const patience = { timeout: 15_000 };
const dev = useFixtureDevServer('.vite-e2e-studio-bars', 'advisory-studio-bars-');
const original = readFileSync(join(projectRoot, 'tests/fixtures/extra-flow/flows/launch.yaml'), 'utf8');
const openStep = (page: Page, name: string) => openStepIn(page, name, patience);
const launchFile = () => readFileSync(join(dev.contentCopy, 'flows/launch.yaml'), 'utf8');

/** 50 bar heights as a spreadsheet column, one formatted with a thousands comma. */
const column = Array.from({ length: 50 }, (_, index) => (index === 10 ? '1,250' : String(index + 1))).join('\n');
const pasted = Array.from({ length: 50 }, (_, index) => (index === 10 ? 1250 : index + 1));

async function openStudio(page: Page) {
  // On a loaded shared machine a click can wait long for the page to settle after a re-check.
  page.setDefaultTimeout(60_000);
  await openLaunchReadiness(page, dev.url);
}

/** The accessible name of what has keyboard focus, as a screen reader would say it. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return element?.getAttribute('aria-label') ?? element?.textContent ?? '';
  });

const stepNames = (page: Page) =>
  page
    .getByRole('list', { name: 'steps' })
    .getByRole('button', { name: /^\d+\. / })
    .allTextContents();

describe('the Studio’s bar chart editor and delete with undo', () => {
  // First: it saves nothing, so the next test starts from the fixture's own file.
  it('fits a phone: the bar editor and an undo offer, nothing wider than the screen, axe-clean', async () => {
    const page = await dev.newPage({ width: 375, height: 800 });
    await openStudio(page);
    await openStep(page, 'Launch Budget Range');
    await page.getByRole('button', { name: 'Start from these bars' }).click();
    await page.getByRole('textbox', { name: /^Bar 50 / }).waitFor(patience);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await expect.poll(overflow, patience).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, '/__studio bar chart editor at 375 px');
    await page
      .getByRole('group', { name: /Histogram/ })
      .screenshot({ path: join(screenshotDir, 'studio-bars-375.png') });

    await openStep(page, 'Launch Goal');
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => focusedName(page), patience).toBe('Undo delete of step “Launch Goal”');
    await expect.poll(overflow, patience).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, '/__studio undo offer at 375 px');
    await screenshot(page, 'studio-undo-375');
    await page.close();
  }, 120_000);

  it('sets bars by paste and one by one, deletes and undoes in place, and saves exactly that', async () => {
    const page = await dev.newPage({ width: 1280, height: 1000 });
    await openStudio(page);
    await openStep(page, 'Launch Budget Range');

    // No heights declared: the generated bars show, with help from the schema's description.
    const chart = page.getByRole('img', { name: /^Bar chart of 50 bars from generated bars/ });
    await chart.waitFor(patience);
    await page.getByText('No heights set: the app draws the generated bars shown above.').waitFor(patience);
    await page.getByText(/^Heights of the bars drawn behind the slider/).waitFor(patience);

    // A paste with a word in it and a missing number is refused, each problem named, the text kept.
    const box = page.getByLabel('Paste bar heights', { exact: true });
    const faulty = column.split('\n').slice(0, 49).join('\n').replace('\n3\n', '\nabc\n');
    await box.fill(faulty);
    await page.getByRole('button', { name: 'Use these numbers' }).click();
    const problems = page.getByRole('alert').filter({ hasText: 'Number' });
    await expect
      .poll(() => problems.getByRole('listitem').allTextContents(), patience)
      .toEqual([
        'Number 3 (“abc”) is not a number.',
        'That is 49 numbers; the chart has 50 bars, so it needs exactly 50.',
      ]);
    expect(await box.inputValue()).toBe(faulty);
    expect(await box.getAttribute('aria-invalid')).toBe('true');

    // The column as a spreadsheet gives it, typed by keyboard and used with Ctrl+Enter.
    await box.fill('');
    await box.focus();
    await page.keyboard.insertText(column);
    await page.keyboard.press('Control+Enter');
    await page.getByText('All 50 bar heights set from the pasted numbers.').waitFor(patience);
    await expect.poll(() => box.inputValue(), patience).toBe('');
    await page
      .getByRole('img', { name: /^Bar chart of 50 bars from the heights below; the tallest is bar 11 \(1250\)/ })
      .waitFor(patience);

    // One bar by its own box, labelled with the values it stands over: a word is named and changes nothing.
    const bar3 = page.getByRole('textbox', { name: 'Bar 3 $2K–$3K', exact: true });
    await bar3.fill('lots');
    await page.getByText('“lots” is not a number; the chart keeps 3.').waitFor(patience);
    expect(await bar3.getAttribute('aria-invalid')).toBe('true');
    await bar3.fill('12.5');
    await expect.poll(() => page.getByText(/is not a number; the chart keeps/).count(), patience).toBe(0);
    // By keyboard: Tab from bar 3 to bar 4, and type over it.
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id), patience)
      .toBe(await page.getByRole('textbox', { name: 'Bar 4 $3K–$4K', exact: true }).getAttribute('id'));
    await page.keyboard.press('Control+A');
    await page.keyboard.type('40');
    await page.getByRole('img', { name: /the tallest is bar 11 \(1250\)/ }).waitFor(patience);
    await expectNoAxeViolations(page, '/__studio, bar chart editor');
    await screenshot(page, 'studio-bars-1280');

    // Delete a step by mouse: Undo stands in its place in the list, focused, and is announced.
    await openStep(page, 'Main Channel');
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect
      .poll(() => stepNames(page), patience)
      .toEqual(['1. Launch Goal', '2. Launch Budget Range', '3. Launch Assets']);
    const steps = page.getByRole('list', { name: 'steps' });
    await expect
      .poll(() => steps.locator(':scope > li').nth(2).textContent(), patience)
      .toContain('Deleted step “Main Channel”.');
    await expect.poll(() => focusedName(page), patience).toBe('Undo delete of step “Main Channel”');
    await expect
      .poll(() => page.getByRole('status').allTextContents(), patience)
      .toContain('Deleted step “Main Channel”. Undo is offered in its place.');
    await expectNoAxeViolations(page, '/__studio, a step deleted');
    await screenshot(page, 'studio-undo-step-1280');
    // Undo by keyboard: the step is back at its place, open, and focus is on it.
    await page.keyboard.press('Enter');
    await expect
      .poll(() => stepNames(page), patience)
      .toEqual(['1. Launch Goal', '2. Launch Budget Range', '3. Main Channel', '4. Launch Assets']);
    await expect.poll(() => focusedName(page), patience).toBe('3. Main Channel');
    await expect.poll(() => page.locator('main h2').first().textContent(), patience).toBe('Main Channel');
    await expect
      .poll(() => page.getByRole('status').allTextContents(), patience)
      .toContain('Restored step “Main Channel” in its place.');

    // Delete an option by keyboard: Undo takes its place among the options; undone by mouse.
    const optionItems = page.locator('main input[id^="studio_options_"][id$="_value"]');
    await page.getByRole('button', { name: 'Delete option “Paid ads”', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedName(page), patience).toBe('Undo delete of option “Paid ads”');
    await expect.poll(() => optionItems.count(), patience).toBe(3);
    const listed = page.locator('main .array-item-list > *');
    await expect.poll(() => listed.nth(2).textContent(), patience).toContain('Deleted option “Paid ads”.');
    await screenshot(page, 'studio-undo-option-1280');
    await page.getByRole('button', { name: 'Undo delete of option “Paid ads”' }).click();
    await expect.poll(() => optionItems.count(), patience).toBe(4);
    await expect.poll(() => page.locator('#studio_options_2_label').inputValue(), patience).toBe('Paid ads');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id), patience).toBe('studio_options_2_value');

    // A delete kept: Dismiss leaves focus in the list, on the item now in its place.
    await openStep(page, 'Launch Assets');
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('button', { name: 'Dismiss: keep step “Launch Assets” deleted' }).click();
    await expect.poll(() => page.locator('[data-undo-offer]').count(), patience).toBe(0);
    await expect.poll(() => focusedName(page), patience).toBe('3. Main Channel');
    // …and the Studio's own Undo still brings it back.
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(() => stepNames(page), patience).toHaveLength(4);

    await page.getByRole('button', { name: 'Save 1 file' }).click();
    await expect.poll(() => page.getByRole('status').allTextContents(), patience).toContain('Saved 1 file.');
    await page.close();

    // The file gained the bar heights and nothing else: the deletes undone left no trace.
    const saved = launchFile();
    const bars = [...pasted];
    bars[2] = 12.5;
    bars[3] = 40;
    const flow = parse(saved) as { screens: { steps: { id: string; histogram?: number[] }[] }[] };
    expect(flow.screens[1]?.steps.find((step) => step.id === 'budget')?.histogram).toEqual(bars);
    const withoutBars = saved.replace(/^ {8}histogram:[^\n]*\n(?: {10}- [^\n]*\n)*/m, '');
    expect(withoutBars).toBe(original);
  }, 240_000);
});
