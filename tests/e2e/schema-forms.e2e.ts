/**
 * Forms written in ordinary JSON Schema (tests/fixtures/schema-forms: a "$ref" into "definitions",
 * property and schema "dependencies", a root "oneOf", a list as the form's root), walked in
 * Chromium by mouse and by keyboard to the answers they store: each form's Continue waits for
 * exactly the fields its schema makes required, and every screen is axe-clean.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { arrive, tabTo } from './abuse/support/keyboard.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot, useApp } from './support/browser.ts';
import { sessionValue } from './support/buyerFlow.ts';

const app = useApp('keys');

const stored = {
  shipAddresses: { shipping: { street: '1 Quay St', city: 'Cork' }, billing: { street: '2 Mill Rd', city: 'Galway' } },
  shipPayment: { name: 'Ada', card: '4242', cardHolder: 'Ada Byron', gift: true, giftNote: 'Happy birthday' },
  shipContact: { phone: '555 0100' },
  shipLabels: { value: ['Fragile', 'This side up'] },
};

/** A field's name as the focus reads it: its label, with the asterisk of a required one. */
const field = (label: string) => new RegExp(`^${label}\\*?$`);

const continueButton = (page: Page, name = 'Continue') => page.getByRole('button', { name, exact: true });

describe('forms in ordinary JSON Schema (Ship an Order fixture)', () => {
  it('by mouse: definitions, dependencies, a root oneOf and a list root, to the stored answers', async () => {
    const page = await app.newPage();
    await page.goto(`${app.url}/ship-addresses`);
    for (const [group, street, city] of [
      ['Shipping address', '1 Quay St', 'Cork'],
      ['Billing address', '2 Mill Rd', 'Galway'],
    ] as const) {
      const fields = page.getByRole('group', { name: group });
      await fields.getByRole('textbox', { name: 'Street' }).fill(street);
      await fields.getByRole('textbox', { name: 'City' }).fill(city);
    }
    await expectNoAxeViolations(page, '/ship-addresses filled');
    await continueButton(page).click();

    await arrive(page, '/ship-payment', 'Payment');
    await page.getByRole('textbox', { name: 'Name on the order' }).fill('Ada');
    await expect.poll(() => continueButton(page).isEnabled()).toBe(true);
    // A card number makes its holder required (a property dependency)…
    await page.getByRole('textbox', { name: 'Card number' }).fill('4242');
    await expect.poll(() => continueButton(page).isEnabled()).toBe(false);
    await page.getByRole('textbox', { name: 'Card holder' }).fill('Ada Byron');
    await expect.poll(() => continueButton(page).isEnabled()).toBe(true);
    // …and a gift asks for its note (a schema dependency), which only then appears.
    expect(await page.getByRole('textbox', { name: 'Gift note' }).count()).toBe(0);
    await page.getByRole('checkbox', { name: 'This is a gift' }).check();
    await expect.poll(() => continueButton(page).isEnabled()).toBe(false);
    await page.getByRole('textbox', { name: 'Gift note' }).fill('Happy birthday');
    await expectNoAxeViolations(page, '/ship-payment with a gift note');
    await screenshot(page, 'schema-forms-payment-1280');
    await continueButton(page).click();

    await arrive(page, '/ship-contact', 'Contact');
    await page.getByRole('combobox', { name: 'Option' }).selectOption({ label: 'By phone' });
    await page.getByRole('textbox', { name: 'Phone' }).fill('555 0100');
    await expectNoAxeViolations(page, '/ship-contact by phone');
    await continueButton(page).click();

    await arrive(page, '/ship-labels', 'Labels');
    await page.getByRole('textbox', { name: 'Label 1' }).fill('Fragile');
    await page.getByRole('button', { name: 'Add Label' }).click();
    await page.getByRole('textbox', { name: 'Label 2' }).fill('This side up');
    await expectNoAxeViolations(page, '/ship-labels with two labels');
    await screenshot(page, 'schema-forms-labels-1280');
    await continueButton(page, 'Finish').click();
    await arrive(page, '/consulting', 'Expert Startup Consulting');
    for (const [key, value] of Object.entries(stored)) expect(await sessionValue(page, key), key).toEqual(value);
    await page.close();
  });

  it('by keyboard at 375 px: the same answers, typed, ticked and chosen without a mouse', async () => {
    const page = await app.newPage({ width: 375 });
    await page.goto(`${app.url}/ship-addresses`);
    for (const [name, text] of [
      ['Street', '1 Quay St'],
      ['City', 'Cork'],
      ['Street', '2 Mill Rd'],
      ['City', 'Galway'],
    ] as const) {
      await tabTo(page, field(name));
      await page.keyboard.type(text);
    }
    await tabTo(page, 'Continue');
    await page.keyboard.press('Enter');

    await arrive(page, '/ship-payment', 'Payment');
    for (const [name, text] of [
      ['Name on the order', 'Ada'],
      ['Card number', '4242'],
      ['Card holder', 'Ada Byron'],
    ] as const) {
      await tabTo(page, field(name));
      await page.keyboard.type(text);
    }
    await tabTo(page, 'This is a gift');
    await page.keyboard.press('Space');
    await tabTo(page, field('Gift note'));
    await page.keyboard.type('Happy birthday');
    await screenshot(page, 'schema-forms-payment-375');
    await tabTo(page, 'Continue');
    await page.keyboard.press('Enter');

    await arrive(page, '/ship-contact', 'Contact');
    // The option picker's name reads its label and its options.
    await tabTo(page, /^Option/);
    await page.keyboard.press('ArrowDown');
    await tabTo(page, field('Phone'));
    await page.keyboard.type('555 0100');
    await tabTo(page, 'Continue');
    await page.keyboard.press('Enter');

    await arrive(page, '/ship-labels', 'Labels');
    await tabTo(page, field('Label 1'));
    await page.keyboard.type('Fragile');
    await tabTo(page, 'Add Label');
    await page.keyboard.press('Enter');
    await tabTo(page, field('Label 2'), { back: true });
    await page.keyboard.type('This side up');
    await screenshot(page, 'schema-forms-labels-375');
    await tabTo(page, 'Finish');
    await page.keyboard.press('Enter');
    await arrive(page, '/consulting', 'Expert Startup Consulting');
    for (const [key, value] of Object.entries(stored)) expect(await sessionValue(page, key), key).toEqual(value);
    await page.close();
  });
});
