import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { arrive, expectFocusVisible, focusedName, tabTo } from './keyboard.ts';

/** What the focused element is, as far as a keyboard walk needs to know. */
interface Focused {
  kind: 'text' | 'email' | 'select' | 'checkbox' | 'radio' | 'submit' | 'slider' | 'other';
  name: string;
  empty: boolean;
  /** For choices: whether any choice in its group is already made. */
  groupChosen: boolean;
  disabled: boolean;
}

async function focused(page: Page): Promise<Focused> {
  const name = await focusedName(page);
  const facts = await page.evaluate(() => {
    const element = document.activeElement;
    if (element instanceof HTMLSelectElement) return { kind: 'select', empty: element.value === '', group: false };
    if (element instanceof HTMLTextAreaElement) return { kind: 'text', empty: element.value === '', group: false };
    if (element instanceof HTMLButtonElement)
      return {
        kind: element.type === 'submit' ? 'submit' : 'other',
        empty: false,
        group: false,
        disabled: element.disabled,
      };
    if (element instanceof HTMLInputElement) {
      if (element.type === 'checkbox' || element.type === 'radio') {
        const group = element.closest('fieldset, [role="group"], [role="radiogroup"]') ?? element.form ?? document;
        const chosen = group.querySelectorAll(`input[type="${element.type}"]:checked`).length > 0;
        return { kind: element.type, empty: !element.checked, group: chosen };
      }
      return { kind: element.type === 'email' ? 'email' : 'text', empty: element.value === '', group: false };
    }
    if (element?.getAttribute('role') === 'slider') return { kind: 'slider', empty: false, group: false };
    return { kind: 'other', empty: false, group: false };
  });
  return {
    kind: facts.kind as Focused['kind'],
    name,
    empty: facts.empty,
    groupChosen: facts.group,
    disabled: 'disabled' in facts && facts.disabled === true,
  };
}

export interface FormWalkOptions {
  /** Choices to tick besides the first of each group (e.g. 'Other', to reveal its text field). */
  alsoTick?: RegExp;
}

/**
 * Fills a form with the keyboard alone: Tab through every control, type into empty fields, pick
 * the first real option of a drop-down with ArrowDown, tick the first choice of an unanswered group
 * with Space; Enter on the submit button. Fails if the button is still disabled when reached.
 */
export async function fillFormByKeyboard(page: Page, options: FormWalkOptions = {}): Promise<string[]> {
  const visited: string[] = [];
  for (let presses = 0; presses < 120; presses += 1) {
    await page.keyboard.press('Tab');
    const control = await focused(page);
    visited.push(`${control.kind}:${control.name}`);
    await expectFocusVisible(page, visited.join(' | '));
    switch (control.kind) {
      case 'submit':
        expect(control.disabled, `submit "${control.name}" is disabled after: ${visited.join(' | ')}`).toBe(false);
        await page.keyboard.press('Enter');
        return visited;
      case 'text':
        if (control.empty) await page.keyboard.type(`Typed: ${control.name.slice(0, 24)}`);
        break;
      case 'email':
        if (control.empty) await page.keyboard.type('keyboard.user@example.com');
        break;
      case 'select':
        if (control.empty) await page.keyboard.press('ArrowDown');
        break;
      case 'checkbox':
      case 'radio':
        if ((!control.groupChosen || options.alsoTick?.test(control.name)) && control.empty)
          await page.keyboard.press('Space');
        break;
      default:
        break;
    }
  }
  throw new Error(`the form's submit button was never reached: ${visited.join(' | ')}`);
}

/**
 * From the home page at `url`, by keyboard alone: the Build a Product card, then its first two
 * forms filled, to the third (Customer Profile), where the caller goes on.
 */
export async function walkProductToCustomerProfile(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await arrive(page, '/', 'How Can We Help You Today?');
  await tabTo(page, /^Build a Product/);
  await page.keyboard.press('Enter');
  await arrive(page, '/simple-positioning', 'Simple Positioning');
  await fillFormByKeyboard(page);
  await arrive(page, '/product-name-domain', 'Product Identity');
  await fillFormByKeyboard(page);
  await arrive(page, '/customer-profile', 'Customer Profile');
}

/** The slider keys the issue lists, on the lower handle and then the upper one. */
const minKeys = ['End', 'Home', 'PageUp', 'ArrowRight'];
const maxKeys = ['ArrowUp', 'PageDown', 'ArrowLeft'];

const answerable = new Set<Focused['kind']>(['slider', 'radio', 'checkbox', 'text']);

async function answerStep(page: Page): Promise<void> {
  // A new step focuses its title, so its control is the next Tab stop; the first step is reached
  // from wherever the previous page left the focus.
  let control = await focused(page);
  for (let presses = 0; !answerable.has(control.kind); presses += 1) {
    if (presses > 40) throw new Error("Tab never reached the step's control");
    await page.keyboard.press('Tab');
    control = await focused(page);
    await expectFocusVisible(page, `${control.kind} "${control.name}" on a questionnaire step`);
  }
  switch (control.kind) {
    case 'slider': {
      for (const key of minKeys) await page.keyboard.press(key);
      await tabTo(page, /^Maximum /);
      for (const key of maxKeys) await page.keyboard.press(key);
      break;
    }
    case 'radio':
    case 'checkbox':
      await page.keyboard.press('Space');
      break;
    case 'text':
      if (control.empty) await page.keyboard.type(`${await stepTitle(page)}: 3 pilots, 10 clinics.`);
      break;
    default:
      throw new Error(`no answerable control after the step title: ${control.kind} "${control.name}"`);
  }
}

async function stepTitle(page: Page): Promise<string> {
  return (await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '';
}

function counter(page: Page) {
  return page.getByTestId('step-counter');
}

/**
 * Answers every step of the questionnaire on screen by keyboard and presses Enter on Next, then
 * Finish. Returns once Finish has been pressed.
 */
export async function walkQuestionnaireByKeyboard(page: Page): Promise<number> {
  await expect.poll(() => counter(page).count()).toBe(1);
  const total = Number(/of (\d+)/.exec((await counter(page).textContent()) ?? '')?.[1]);
  for (let n = 1; n <= total; n += 1) {
    await expect.poll(() => counter(page).textContent()).toBe(`${n} of ${total}`);
    if (n > 1) await expect.poll(async () => (await focusedName(page)) === (await stepTitle(page))).toBe(true);
    await answerStep(page);
    await tabTo(page, n === total ? /^(Finish|Next)$/ : 'Next');
    await page.keyboard.press('Enter');
  }
  return total;
}
