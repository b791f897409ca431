/**
 * A browser whose privacy settings make `window.sessionStorage` itself throw (not merely refuse a
 * write): every screen still renders and works, keeping answers in memory for the visit.
 */
import { describe, expect, it } from 'vitest';
import { gateMarks } from '../../../src/ui/prerender/gate.ts';
import { useApp } from '../support/browser.ts';
import { arrive } from './support/keyboard.ts';
import { fillFormByKeyboard, walkProductToCustomerProfile } from './support/keyboardWalk.ts';
import { watchForTrouble, watchPending } from './support/trouble.ts';

const app = useApp('offline');

/** Every route a person can open directly, with the heading it shows a new visitor (a guarded one redirects). */
const screens: [route: string, heading: string][] = [
  ['/', 'How Can We Help You Today?'],
  ['/assessment', 'Tell Us About Your Company'],
  ['/questions', 'Tell Us About Your Company'],
  ['/buyer-profile', 'Buyer Profile'],
  ['/buyer-questions', 'Buyer Profile'],
  ['/buyer-results', 'Buyer Profile'],
  ['/simple-positioning', 'Simple Positioning'],
  ['/product-name-domain', 'Simple Positioning'],
  ['/customer-profile', 'Simple Positioning'],
  ['/consulting', 'Expert Startup Consulting'],
  ['/privacy', 'Privacy Policy'],
];

describe('session storage that throws on access', () => {
  it('renders every screen, and a flow walks on with its answers kept for the visit', async () => {
    const page = await app.newPage();
    await page.addInitScript(() => {
      Object.defineProperty(window, 'sessionStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    const trouble = watchForTrouble(page);
    const settled = watchPending(page);
    for (const [route, heading] of screens) {
      await settled();
      await page.goto(`${app.url}${route}`);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).first().textContent(), { message: route })
        .toContain(heading);
    }
    // The product flow's second screen reads the first one's answers, which live in memory here.
    await settled();
    await walkProductToCustomerProfile(page, app.url);
    // Opened directly, a new visitor's screen is the prerendered one, hydrated (unreadable storage
    // holds nothing, as the app's memory store), not hidden while the app renders afresh: the first
    // Tab reaches its first field (it once focused nothing, pressed while the screen was loading).
    await settled();
    await page.goto(`${app.url}/simple-positioning`);
    expect(await page.evaluate((stale) => document.documentElement.hasAttribute(stale), gateMarks.stale)).toBe(false);
    await fillFormByKeyboard(page);
    await arrive(page, '/product-name-domain', 'Product Identity');
    expect(trouble()).toEqual([]);
    await page.close();
  });
});
