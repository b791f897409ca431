/**
 * Keyboard-only walks of the two flows that end in an AI analysis, through the real SDKs with the
 * vendor intercepted in the browser: the home card, every form and question by Tab, typing, Space
 * and Enter, the analysis, the result, and the page the result links to. The focus is visible at
 * every stop and axe-core checks every screen reached.
 */
import { describe, expect, it } from 'vitest';
import { useApp } from '../support/browser.ts';
import { analysisText, emailjs, gemini, intercept } from '../support/founderProviders.ts';
import { wellFormed } from '../support/productResponses.ts';
import { arrive, tabTo } from './support/keyboard.ts';
import {
  fillFormByKeyboard,
  walkProductToCustomerProfile,
  walkQuestionnaireByKeyboard,
} from './support/keyboardWalk.ts';
import { tally } from './support/tally.ts';
import { watchForTrouble } from './support/trouble.ts';

const app = useApp('keys');
const cases = tally('keyboard-only walks with an analysis');

describe('keyboard only, with an analysis', () => {
  it('walks the founder flow from the home card through the analysis to the consulting page', async () => {
    const page = await app.newPage();
    const trouble = watchForTrouble(page);
    const vendor = await intercept(page, 'gemini', gemini.ok(analysisText()));
    const email = await intercept(page, 'email', emailjs.ok());
    await page.goto(app.url);
    await arrive(page, '/', 'How Can We Help You Today?');
    await tabTo(page, /^Raise Funds/);
    await page.keyboard.press('Enter');
    await arrive(page, '/assessment', 'Tell Us About Your Company');
    await fillFormByKeyboard(page);
    await arrive(page, '/questions', 'Problem');
    expect(await walkQuestionnaireByKeyboard(page)).toBe(12);
    await arrive(page, '/questions', 'Startup Analysis');
    expect(vendor).toHaveLength(1);
    await expect.poll(() => email.length).toBe(1);
    await tabTo(page, 'Next Steps');
    await page.keyboard.press('Enter');
    await arrive(page, '/consulting', 'Expert Startup Consulting');
    expect(trouble(), 'a clean walk fails no request and logs no error').toEqual([]);
    cases.add();
    await page.close();
  });

  it('walks the product flow from the home card through the analysis to the consulting page', async () => {
    const page = await app.newPage();
    const trouble = watchForTrouble(page);
    const vendor = await intercept(page, 'gemini', gemini.ok(wellFormed));
    await walkProductToCustomerProfile(page, app.url);
    await fillFormByKeyboard(page);
    await arrive(page, '/customer-profile', 'Product Analysis');
    expect(vendor).toHaveLength(1);
    await tabTo(page, 'Book a Consultation');
    await page.keyboard.press('Enter');
    await arrive(page, '/consulting', 'Expert Startup Consulting');
    expect(trouble(), 'a clean walk fails no request and logs no error').toEqual([]);
    cases.add();
    await page.close();
  });
});
