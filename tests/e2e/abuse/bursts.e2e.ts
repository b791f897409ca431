/**
 * Double and triple clicks and Enter bursts on every form submit and on the links that leave a
 * screen: one effect, one history entry (Back returns to the screen the burst left).
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useApp } from '../support/browser.ts';
import { buyerProfile, openWithSession } from '../support/buyerFlow.ts';
import { profile } from '../support/founderFlow.ts';
import { answers } from '../support/productFlow.ts';
import { tally } from './support/tally.ts';

const app = useApp('offline');
const cases = tally('click and key bursts');
const bursts = ['double click', 'triple click', 'Enter burst'] as const;
type Burst = (typeof bursts)[number];

async function burst(page: Page, control: Locator, kind: Burst): Promise<void> {
  if (kind === 'double click') await control.dblclick();
  if (kind === 'triple click') await control.click({ clickCount: 3 });
  if (kind === 'Enter burst') {
    await control.focus();
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('Enter');
  }
}

interface Target {
  name: string;
  from: string;
  to: string;
  session: Record<string, unknown>;
  control: (page: Page) => Locator;
}

const storedBuyer = { ...buyerProfile, industries: [...buyerProfile.industries] };
const submit = (label: string) => (page: Page) => page.getByRole('button', { name: label, exact: true });
const link = (label: string) => (page: Page) => page.getByRole('link', { name: label, exact: true });

const targets: Target[] = [
  {
    name: 'founder profile submit',
    from: '/assessment',
    to: '/questions',
    session: { companyProfileDraft: profile },
    control: submit('Continue Analysis'),
  },
  {
    name: 'buyer profile submit',
    from: '/buyer-profile',
    to: '/buyer-questions',
    session: { buyerProfileDraft: storedBuyer },
    control: submit('Continue to Assessment'),
  },
  {
    name: 'positioning Continue',
    from: '/simple-positioning',
    to: '/product-name-domain',
    session: { simplePositioningDraft: answers.positioning },
    control: submit('Continue'),
  },
  {
    name: 'product identity Continue',
    from: '/product-name-domain',
    to: '/customer-profile',
    session: { simplePositioning: answers.positioning, productIdeaDraft: answers.productIdea },
    control: submit('Continue'),
  },
  {
    name: 'product identity Back',
    from: '/product-name-domain',
    to: '/simple-positioning',
    session: { simplePositioning: answers.positioning },
    control: link('Back'),
  },
  {
    name: 'buyer results Next Steps',
    from: '/buyer-results',
    to: '/consulting',
    session: { buyerProfile: storedBuyer },
    control: link('Next Steps'),
  },
  {
    name: 'buyer results Start Over',
    from: '/buyer-results',
    to: '/',
    session: { buyerProfile: storedBuyer },
    control: link('Start Over'),
  },
  {
    name: 'home card',
    from: '/',
    to: '/buyer-profile',
    session: {},
    control: (page) => page.getByRole('link', { name: /^Buy a Business/ }),
  },
];

/**
 * Every target gets a double click (the burst the issue found navigating twice) and one of the
 * other two in turn, so each kind of burst meets forms and links alike without the full cross product.
 */
function burstsFor(index: number): Burst[] {
  return ['double click', index % 2 === 0 ? 'triple click' : 'Enter burst'];
}

describe('bursts', () => {
  for (const [index, target] of targets.entries()) {
    const kinds = burstsFor(index);
    it(`leave ${target.from} once from its ${target.name} (${kinds.join(', ')}): one history entry, Back returns`, async () => {
      // One tab per target: Chromium stops counting history.length at 50 entries.
      const page = await app.newPage();
      for (const kind of kinds) {
        const where = `${kind} on ${target.name}`;
        // A new entry drops the forward one the last Back left, which history.length would count.
        await page.goto('about:blank');
        await openWithSession(page, app.url, target.from, target.session);
        const control = target.control(page);
        await expect.poll(() => control.isEnabled(), { message: where }).toBe(true);
        const before = await page.evaluate(() => history.length);
        await burst(page, control, kind);
        await page.waitForURL((url) => url.pathname === target.to);
        await expect.poll(() => page.locator('h1').count()).toBe(1);
        expect((await page.evaluate(() => history.length)) - before, `${where}: history entries`).toBe(1);
        await page.goBack();
        await page.waitForURL((url) => url.pathname === target.from);
        cases.add();
      }
      await page.close();
    });
  }

  it('move a questionnaire on by one step for a burst on Next', async () => {
    const page = await app.newPage();
    // A clock the test can run forward: any stray second advance is due within the transition's 800 ms.
    await page.clock.install();
    for (const kind of bursts) {
      await openWithSession(page, app.url, '/buyer-questions', {
        buyerProfile: storedBuyer,
        buyerQuestionnaire: { step: 0, answers: {} },
      });
      await expect.poll(() => page.getByTestId('step-counter').textContent()).toBe('1 of 12');
      await burst(page, page.getByRole('button', { name: 'Next', exact: true }), kind);
      await expect.poll(() => page.getByTestId('step-counter').textContent()).toBe('2 of 12');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Revenue Multiple');
      await page.clock.runFor(5_000);
      expect(await page.getByTestId('step-counter').textContent(), kind).toBe('2 of 12');
      cases.add();
    }
    await page.close();
  });
});
