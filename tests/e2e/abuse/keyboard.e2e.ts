/**
 * Keyboard-only walks of every flow, from the home card to the page its result links to: Tab,
 * typing, Space, Enter (and the slider keys on ranges), the focus visible at every stop, axe-core
 * on every screen reached.
 */
import { describe, expect, it } from 'vitest';
import { useApp } from '../support/browser.ts';
import { arrive, tabTo } from './support/keyboard.ts';
import { fillFormByKeyboard, walkQuestionnaireByKeyboard } from './support/keyboardWalk.ts';
import { tally } from './support/tally.ts';
import { watchForTrouble } from './support/trouble.ts';

const app = useApp('offline');
const cases = tally('keyboard-only walks');

describe('keyboard only', () => {
  it('walks the buyer flow from the home card to the consulting page', async () => {
    const page = await app.newPage();
    const trouble = watchForTrouble(page);
    await page.goto(app.url);
    await arrive(page, '/', 'How Can We Help You Today?');
    await tabTo(page, /^Buy a Business/);
    await page.keyboard.press('Enter');
    await arrive(page, '/buyer-profile', 'Buyer Profile');
    await fillFormByKeyboard(page, { alsoTick: /^Other$/ });
    await arrive(page, '/buyer-questions', 'Asking Price Range');
    await walkQuestionnaireByKeyboard(page);
    await arrive(page, '/buyer-results', 'Acquisition Criteria Analysis');
    await tabTo(page, 'Next Steps');
    await page.keyboard.press('Enter');
    await arrive(page, '/consulting', 'Expert Startup Consulting');
    expect(trouble(), 'a clean walk fails no request and logs no error').toEqual([]);
    cases.add();
    await page.close();
  });
});
