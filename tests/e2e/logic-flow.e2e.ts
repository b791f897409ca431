/**
 * The logic fixture flow (tests/fixtures/logic-flow, Qualify a Lead) in Chromium: by mouse at
 * 1280 px, a follow-up asked only when "Other" is ticked, a title piping an answer and a computed
 * value, and a branch to the second ending (/qualify-ready) whose score is the computed readiness
 * in the score colours; by keyboard alone at 375 px, a question skipped by its condition and the
 * default ending (/qualify-result) with its computed summary; opened from a link with a URL
 * parameter (?source=partner), one more question asked and its description piping the parameter,
 * kept across a reload without it, while an undeclared name and a refused value are ignored.
 * Axe-clean on every screen.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot, useApp } from './support/browser.ts';
import { counter, recordAndContinue, sessionValue, stepHeading } from './support/buyerFlow.ts';
import { tabToMatch } from './support/tabToMatch.ts';

const app = useApp('keys');

async function expectQuestion(page: Page, title: string, count: string): Promise<void> {
  await expect.poll(() => stepHeading(page).textContent()).toBe(title);
  await expect.poll(() => counter(page).textContent()).toBe(count);
}

/** Tabs to the step's Next (or Finish) button and presses Enter. */
async function nextByKeyboard(page: Page, button = 'Next'): Promise<void> {
  await tabToMatch(page, 'button', button, 12);
  await page.keyboard.press('Enter');
}

function score(page: Page) {
  return page.locator('[data-score-colour]').first();
}

describe('the logic fixture flow (Qualify a Lead)', () => {
  it('by mouse: follows up on "Other", pipes answers and computed values, and branches to the second ending', async () => {
    const page = await app.newPage();
    await page.goto(app.url);
    await page.getByRole('link', { name: /Qualify a Lead/ }).click();
    await page.waitForURL('**/qualify');

    await expectQuestion(page, 'Where is the business today?', '1 of 4');
    await page.getByRole('radio', { name: 'Making revenue' }).check();
    await expectNoAxeViolations(page, 'the stage question');
    await recordAndContinue(page);

    await expectQuestion(page, 'Which industries interest you?', '2 of 4');
    await page.getByRole('checkbox', { name: 'SaaS', exact: true }).click();
    await page.getByRole('checkbox', { name: 'Other', exact: true }).click();
    // The follow-up is counted as soon as its option is ticked.
    await expect.poll(() => counter(page).textContent()).toBe('2 of 5');
    await recordAndContinue(page);
    await expectQuestion(page, 'Which industry?', '3 of 5');
    await page.getByRole('textbox', { name: 'Which industry?' }).fill('Veterinary clinics');
    await expectNoAxeViolations(page, 'the "Which industry?" follow-up');
    await recordAndContinue(page);

    // The default budget (100,000 to 900,000) asks no co-investors (asked above 1,000,000).
    await expectQuestion(page, 'What is your budget?', '4 of 5');
    await recordAndContinue(page);

    // The title pipes the stage answered and the readiness computed from it and the budget.
    const planTitle = 'Readiness 60: what would you do first with a revenue business?';
    await expectQuestion(page, planTitle, '5 of 5');
    await page.getByRole('textbox', { name: planTitle }).fill('Hire a general manager');
    await expectNoAxeViolations(page, 'the piped plan question');
    await screenshot(page, 'logic-flow-piped-title-1280');
    await recordAndContinue(page, 'Finish');

    // Readiness 60 takes the first branch: the second ending, its score the computed value in yellow.
    await page.waitForURL('**/qualify-ready');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Ready to Buy');
    expect(await score(page).innerText()).toContain('60');
    expect(await score(page).getAttribute('data-score-colour')).toBe('yellow');
    expect(await page.getByText('With a readiness of 60, you are ready').count()).toBe(1);
    expect(await sessionValue(page, 'qualifyAnswers')).toMatchObject({
      answers: {
        stage: 'revenue',
        industries: ['saas', 'other'],
        industryOther: 'Veterinary clinics',
        budget: { min: 100_000, max: 900_000 },
        plan: 'Hire a general manager',
      },
    });
    await expectNoAxeViolations(page, 'the second ending');
    await screenshot(page, 'logic-flow-ready-1280');
    await page.close();
  });

  it('by keyboard at 375 px: skips the question its condition rules out and ends on the default ending', async () => {
    const page = await app.newPage();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${app.url}/qualify`);

    await expectQuestion(page, 'Where is the business today?', '1 of 4');
    // Into the radio group, onto its first option ("An idea"), chosen with Space.
    await tabToMatch(page, 'input[type="radio"]', undefined, 12);
    await page.keyboard.press('Space');
    await expect.poll(() => page.getByRole('radio', { name: 'An idea' }).isChecked()).toBe(true);
    // "An idea" rules out the plan question: three questions are left in all.
    await expect.poll(() => counter(page).textContent()).toBe('1 of 3');
    await expectNoAxeViolations(page, 'the stage question at 375 px');
    await screenshot(page, 'logic-flow-stage-375');
    await nextByKeyboard(page);

    await expectQuestion(page, 'Which industries interest you?', '2 of 3');
    await tabToMatch(page, 'input[type="checkbox"]', undefined, 12);
    await page.keyboard.press('Space');
    await expect.poll(() => page.getByRole('checkbox', { name: 'SaaS', exact: true }).isChecked()).toBe(true);
    await nextByKeyboard(page);

    await expectQuestion(page, 'What is your budget?', '3 of 3');
    await nextByKeyboard(page, 'Finish');

    // Readiness 30 (an idea, a midpoint of 500,000): no branch holds, so the default ending.
    await page.waitForURL('**/qualify-result');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Lead Qualified');
    expect(await score(page).innerText()).toContain('30');
    expect(await score(page).getAttribute('data-score-colour')).toBe('red');
    expect(await page.getByText('A budget around $500,000 and a readiness of 30.').count()).toBe(1);
    const stored = (await sessionValue(page, 'qualifyAnswers')) as { answers: Record<string, unknown> };
    expect(Object.keys(stored.answers).sort()).toEqual(['budget', 'industries', 'stage']);
    await expectNoAxeViolations(page, 'the default ending at 375 px');
    await screenshot(page, 'logic-flow-result-375');
    await page.close();
  });

  it('from a link with ?source=partner: asks who referred them, keeps it across a reload, and stores it', async () => {
    const page = await app.newPage();
    await page.goto(`${app.url}/qualify?source=partner&utm_source=mail`);
    // The parameter asks one more question: five in all before any answer rules one out.
    await expectQuestion(page, 'Where is the business today?', '1 of 5');
    expect(await sessionValue(page, 'qualify:params')).toEqual({ source: 'partner' });

    // A reload at an address without it keeps what the link brought.
    await page.goto(`${app.url}/qualify`);
    await expectQuestion(page, 'Where is the business today?', '1 of 5');
    await page.getByRole('radio', { name: 'Making revenue' }).check();
    await recordAndContinue(page);
    await expectQuestion(page, 'Which industries interest you?', '2 of 5');
    await page.getByRole('checkbox', { name: 'SaaS', exact: true }).click();
    await recordAndContinue(page);
    await expectQuestion(page, 'What is your budget?', '3 of 5');
    await recordAndContinue(page);
    await expectQuestion(page, 'Readiness 60: what would you do first with a revenue business?', '4 of 5');
    await page.getByRole('textbox').fill('Hire a general manager');
    await recordAndContinue(page);

    await expectQuestion(page, 'Which partner referred you?', '5 of 5');
    expect(await page.getByText('Your link says you came from a partner; we would like to thank them.').count()).toBe(
      1,
    );
    await page.getByRole('textbox', { name: 'Which partner referred you?' }).fill('Ada at Northwind');
    await expectNoAxeViolations(page, 'the question a URL parameter asks');
    await screenshot(page, 'logic-flow-url-param-1280');
    await recordAndContinue(page, 'Finish');

    await page.waitForURL('**/qualify-ready');
    expect(await sessionValue(page, 'qualifyAnswers')).toMatchObject({ answers: { referrer: 'Ada at Northwind' } });
    expect(await sessionValue(page, 'qualify:params')).toEqual({ source: 'partner' });
    await page.close();
  });

  it('ignores a value its declaration refuses, and a newer link replaces what an older one brought', async () => {
    const page = await app.newPage();
    await page.goto(`${app.url}/qualify?source=spam`);
    await expectQuestion(page, 'Where is the business today?', '1 of 4');
    expect(await sessionValue(page, 'qualify:params')).toBeNull();

    await page.goto(`${app.url}/qualify?source=partner`);
    await expectQuestion(page, 'Where is the business today?', '1 of 5');
    await page.goto(`${app.url}/qualify?source=newsletter`);
    await expectQuestion(page, 'Where is the business today?', '1 of 4');
    expect(await sessionValue(page, 'qualify:params')).toEqual({ source: 'newsletter' });
    await page.close();
  });
});
