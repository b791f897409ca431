/**
 * A finished analysis survives navigation (issue 26, item 5): Back, Forward, a reload, a return
 * from another page and the flow's first screen show it again without another vendor call or a
 * second email; changed answers make it stale; closing it clears it as the spec says. And the
 * status line while analysing (item 7): in view at a laptop's and a phone's size, focused.
 */
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { join } from 'node:path';
import { screenshot, screenshotDir, useApp } from './support/browser.ts';
import {
  answerBox,
  canvas,
  continueButton as founderContinue,
  counter,
  nextButton,
  reachLastStep,
  readResult as readFounderResult,
  startQuestionnaire,
  statusLine,
  stored,
  waitForResult,
} from './support/founderFlow.ts';
import { analysisText, emailjs, gate, gemini, intercept, openai } from './support/founderProviders.ts';
import {
  continueButton,
  expectSection,
  field,
  reachCustomerProfile,
  readResult as readProductResult,
  storageKeys,
  storeKeys,
  submitAnalysis,
} from './support/productFlow.ts';
import { wellFormed } from './support/productResponses.ts';

const app = useApp('keys');

afterEach(async () => {
  for (const open of app.context.pages()) await open.close();
});

const founderKept = 'analysisResult:founder';
const productKept = 'analysisResult:product';

/** Every request to an AI vendor or the email service, whatever its reply: the calls a return must not make. */
async function countVendorCalls(page: Page) {
  const counts = { ai: 0, email: 0 };
  page.on('request', (request) => {
    if (request.method() !== 'POST') return;
    if (/generativelanguage\.googleapis\.com|api\.openai\.com/.test(request.url())) counts.ai += 1;
    if (request.url().includes('api.emailjs.com')) counts.email += 1;
  });
  return counts;
}

const offer = (page: Page) => page.getByTestId('kept-result-offer');

/** Whether the element is wholly inside the window, as the user sees it without scrolling. */
async function inViewport(page: Page, testId: string): Promise<boolean> {
  return page.getByTestId(testId).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth && box.height > 0;
  });
}

const focusedTestId = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid'));

describe('founder: a finished analysis survives navigation', () => {
  it('shows it again on Back/Forward, reload and return without a new vendor call or email; offers it at the start', async () => {
    const page = await app.newPage();
    const counts = await countVendorCalls(page);
    await intercept(page, 'gemini', gemini.ok(analysisText({ score: 85 })));
    await intercept(page, 'openai', openai.ok(analysisText()));
    await intercept(page, 'email', emailjs.ok());
    await startQuestionnaire(page, app.url);
    await reachLastStep(page);
    await nextButton(page).click();
    await waitForResult(page);
    await expect.poll(() => page.getByTestId('email-sent').count()).toBe(1);
    const shown = await readFounderResult(page);
    expect(counts).toEqual({ ai: 1, email: 1 });
    expect(await stored(page, founderKept)).toMatchObject({ outcome: { email: 'sent', result: { score: 85 } } });

    // Back shows the last question with its answer, the result kept; Forward shows the result again.
    await page.goBack();
    await expect.poll(() => counter(page).textContent()).toBe('12 of 12');
    expect(await answerBox(page).inputValue()).toBe(canvas.at(-1)?.answer);
    await page.goForward();
    await waitForResult(page);
    expect(await readFounderResult(page)).toEqual(shown);
    expect(await page.getByRole('button', { name: 'Finish' }).count()).toBe(0);
    // Finish again over the same answers shows the kept result: no second call or email.
    await page.goBack();
    await expect.poll(() => counter(page).textContent()).toBe('12 of 12');
    await nextButton(page).click();
    await waitForResult(page);
    expect(counts).toEqual({ ai: 1, email: 1 });

    await page.reload();
    await waitForResult(page);
    expect(await readFounderResult(page)).toEqual(shown);
    // The email copy's note reads as it did: sent once, not sent again.
    expect(await page.getByTestId('email-sent').count()).toBe(1);

    // 'Next Steps' to the consulting page, then the browser's Back.
    await page.getByRole('link', { name: 'Next Steps' }).click();
    await page.waitForURL('**/consulting');
    await page.goBack();
    await waitForResult(page);

    // A fresh visit to the flow's start in the same tab: the offer, and the link reopens the result.
    await page.goto(`${app.url}/assessment`);
    await expect.poll(() => offer(page).count()).toBe(1);
    expect(await offer(page).innerText()).toMatch(/Your analysis from .+ is still here\.\s*Reopen my analysis/);
    await expectNoAxeViolations(page, 'the reopen offer');
    await screenshot(page, 'kept-founder-offer');
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, 'kept-founder-offer-phone');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('link', { name: 'Reopen my analysis' }).click();
    await page.waitForURL('**/questions');
    await waitForResult(page);
    expect(await readFounderResult(page)).toEqual(shown);
    expect(counts).toEqual({ ai: 1, email: 1 });
  });

  it('treats it as stale once an answer changes, analyses afresh, and Start Over clears it', async () => {
    const page = await app.newPage();
    const counts = await countVendorCalls(page);
    await intercept(page, 'gemini', [
      gemini.ok(analysisText({ score: 85 })),
      gemini.ok(analysisText({ score: 55, summary: 'A second look at a bigger raise.' })),
    ]);
    await intercept(page, 'email', emailjs.ok());
    await startQuestionnaire(page, app.url);
    await reachLastStep(page);
    await nextButton(page).click();
    await waitForResult(page);

    // The profile is one of the analysis's inputs: a different raise makes the result stale.
    await page.goto(`${app.url}/assessment`);
    await expect.poll(() => offer(page).count()).toBe(1);
    await page.getByRole('textbox', { name: 'How much are you raising?', exact: true }).fill('$2M');
    await founderContinue(page).click();
    await page.waitForURL('**/questions');
    await expect.poll(() => counter(page).textContent()).toBe('12 of 12');
    expect(await page.getByRole('region', { name: 'Startup Analysis' }).count()).toBe(0);
    expect(await page.getByTestId('kept-result-stale').innerText()).toMatch(/changed your answers/);
    await expectNoAxeViolations(page, 'a stale result');
    await screenshot(page, 'kept-founder-stale');
    expect(counts).toEqual({ ai: 1, email: 1 });

    await nextButton(page).click();
    await waitForResult(page);
    expect((await readFounderResult(page)).scoreText).toMatch(/55/);
    expect(counts).toEqual({ ai: 2, email: 2 });

    // Closing resets to step 0 and drops the kept result: nothing to reopen any more.
    await page.getByRole('button', { name: 'Start Over' }).click();
    await expect.poll(() => counter(page).textContent()).toBe('1 of 12');
    expect(await stored(page, founderKept)).toBeNull();
    await page.reload();
    await expect.poll(() => counter(page).textContent()).toBe('1 of 12');
    await page.goto(`${app.url}/assessment`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Tell Us About Your Company');
    expect(await offer(page).count()).toBe(0);
    expect(counts).toEqual({ ai: 2, email: 2 });
  });
});

describe('product: a finished analysis survives navigation', () => {
  it('Forward after Back shows the result, not the filled section 3; reload too; Start Over clears it all', async () => {
    const page = await app.newPage();
    const counts = await countVendorCalls(page);
    await intercept(page, 'gemini', gemini.ok(wellFormed));
    await reachCustomerProfile(page, app.url);
    await submitAnalysis(page);
    const { lists } = await readProductResult(page);
    expect(counts.ai).toBe(1);

    await page.goBack();
    await expectSection(page, 'productIdea');
    await page.goForward();
    expect((await readProductResult(page)).lists).toEqual(lists);
    expect(await page.getByRole('button', { name: 'Get My Analysis' }).count()).toBe(0);
    await page.reload();
    expect((await readProductResult(page)).lists).toEqual(lists);

    await page.goto(`${app.url}/simple-positioning`);
    await expectSection(page, 'positioning');
    await expect.poll(() => offer(page).count()).toBe(1);
    await screenshot(page, 'kept-product-offer');
    await page.getByRole('link', { name: 'Reopen my analysis' }).click();
    await page.waitForURL('**/customer-profile');
    expect((await readProductResult(page)).lists).toEqual(lists);
    expect(counts.ai).toBe(1);

    // Editing section 2 makes it stale: section 3 opens as the form again, with a note.
    await page.goto(`${app.url}/product-name-domain`);
    await expectSection(page, 'productIdea');
    await field(page, 'productIdea', 'tagline').fill('Shifts that swap themselves');
    await continueButton(page).click();
    await expectSection(page, 'customerProfile');
    await expect.poll(() => page.getByTestId('kept-result-stale').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Get My Analysis' }).isEnabled()).toBe(true);
    await screenshot(page, 'kept-product-stale');

    // Back to the original tagline: the kept result is current again.
    await page.goto(`${app.url}/product-name-domain`);
    await expectSection(page, 'productIdea');
    await field(page, 'productIdea', 'tagline').fill('The rota that rebuilds itself when plans change');
    await continueButton(page).click();
    await page.waitForURL('**/customer-profile');
    expect((await readProductResult(page)).lists).toEqual(lists);

    // Closing clears the three sections and the kept result, and returns to section 1.
    await page.getByRole('button', { name: 'Start Over' }).click();
    await expectSection(page, 'positioning');
    expect((await storageKeys(page)).filter((key) => [...storeKeys, productKept].includes(key))).toEqual([]);
    expect(await offer(page).count()).toBe(0);
    expect(counts.ai).toBe(1);
  });
});

describe('the status line while analysing', () => {
  for (const viewport of [
    { width: 1280, height: 800, name: 'laptop' },
    { width: 375, height: 812, name: 'phone' },
  ]) {
    it(`is inside the window and focused at ${viewport.width}×${viewport.height}, on both flows`, async () => {
      const page = await app.newPage(viewport);
      const held = gate();
      await intercept(page, 'gemini', async () => {
        await held.opened;
        return gemini.ok(wellFormed);
      });
      await reachCustomerProfile(page, app.url);
      await submitAnalysis(page);
      await expect.poll(() => statusLine(page).count()).toBe(1);
      await expect.poll(() => focusedTestId(page)).toBe('analysis-status');
      expect(await inViewport(page, 'analysis-status')).toBe(true);
      await expectNoAxeViolations(page, `the product analysing state at ${viewport.name} size`);
      await page.screenshot({ path: join(screenshotDir, `status-product-${viewport.name}.png`) });
      held.open();
      await readProductResult(page);

      const founder = await app.newPage(viewport);
      const founderHeld = gate();
      await intercept(founder, 'gemini', async () => {
        await founderHeld.opened;
        return gemini.ok(analysisText());
      });
      await intercept(founder, 'email', emailjs.ok());
      await startQuestionnaire(founder, app.url);
      await reachLastStep(founder);
      await nextButton(founder).click();
      await expect.poll(() => statusLine(founder).count()).toBe(1);
      await expect.poll(() => focusedTestId(founder)).toBe('analysis-status');
      expect(await inViewport(founder, 'analysis-status')).toBe(true);
      await founder.screenshot({ path: join(screenshotDir, `status-founder-${viewport.name}.png`) });
      founderHeld.open();
      await waitForResult(founder);
    });
  }
});
