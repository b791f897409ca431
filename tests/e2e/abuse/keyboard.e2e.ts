import { describe, it } from 'vitest';
import { useApp } from '../support/browser.ts';
import { expectScreen, tabTo } from './support/keyboard.ts';
import { fillFormByKeyboard, walkQuestionnaireByKeyboard } from './support/keyboardWalk.ts';

const app = useApp('offline');

describe('keyboard only', () => {
  it('walks the buyer flow from the home card to the consulting page', async () => {
    const page = await app.newPage();
    await page.goto(app.url);
    await expectScreen(page, '/', 'How Can We Help You Today?');
    await tabTo(page, /^Buy a Business/);
    await page.keyboard.press('Enter');
    await expectScreen(page, '/buyer-profile', 'Buyer Profile');
    await fillFormByKeyboard(page, { alsoTick: /^Other$/ });
    await expectScreen(page, '/buyer-questions', 'Acquisition Criteria');
    await walkQuestionnaireByKeyboard(page);
    await expectScreen(page, '/buyer-results', 'Acquisition Criteria Analysis');
    await tabTo(page, 'Next Steps');
    await page.keyboard.press('Enter');
    await expectScreen(page, '/consulting', 'Expert Startup Consulting');
    await page.close();
  });
});
