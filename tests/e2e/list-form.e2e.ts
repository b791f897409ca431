/**
 * A form of lists (tests/fixtures/list-flow: co-founders, each a name, a role and a yes/no, and a
 * list of markets), walked in Chromium by mouse and by keyboard: adding, removing, copying and
 * reordering items, then on to an analysis whose intercepted prompt holds the items as the forms
 * guide says (one numbered line per co-founder with its fields).
 */
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot, useApp } from './support/browser.ts';
import { sessionValue } from './support/buyerFlow.ts';
import { answerGemini } from './support/geminiReply.ts';
import {
  expectTarget24,
  fillCofounder,
  finishAndReadPrompt,
  focusedId,
  group,
  items,
  openTeamProfile,
  status,
  teamModelReply as modelReply,
  typeCofounder,
} from './support/listForm.ts';

const app = useApp('keys');

/** What both walks below must leave in sessionStorage: exactly what the person did. */
const storedTeam = {
  companyName: 'Orbit Labs',
  cofounders: [
    { name: 'Grace Hopper', role: 'CEO', fullTime: false },
    { name: 'Ada Lovelace', role: 'CTO', fullTime: true },
  ],
  markets: ['Germany', 'France'],
};

describe('a form of lists (Founding Team fixture)', () => {
  it('by mouse: add, fill, copy, remove and reorder co-founders; the stored answer and the prompt are exactly that', async () => {
    const page = await app.newPage();
    const sent = await answerGemini(page, modelReply);
    await openTeamProfile(page, app.url);
    const cofounders = group(page, 'Co-founders');
    const markets = group(page, 'First markets');
    const submit = page.getByRole('button', { name: 'Continue to Team Check' });

    await page.getByRole('textbox', { name: 'Company name' }).fill('Orbit Labs');
    // minItems 1: the list starts with one item to fill, titled from content, not "Co-founders-1".
    await expect.poll(() => items(cofounders).count()).toBe(1);
    await fillCofounder(page, 'Co-founder 1', 'Ada Lovelace', 'CTO', 'Yes');

    // Add: a new titled item, focus on its first control, and the change announced.
    await cofounders.getByRole('button', { name: 'Add co-founder' }).click();
    await expect.poll(() => items(cofounders).count()).toBe(2);
    await expect.poll(() => focusedId(page)).toBe('team-profile_cofounders_1_name');
    await expect.poll(() => status(cofounders).textContent()).toBe('Co-founder 2 added.');
    await fillCofounder(page, 'Co-founder 2', 'Grace Hopper', 'CEO', 'No');

    // Copy, then change the copy: it is a separate item.
    await cofounders.getByRole('button', { name: 'Copy Co-founder 2' }).click();
    await expect.poll(() => items(cofounders).count()).toBe(3);
    await expect.poll(() => focusedId(page)).toBe('team-profile_cofounders_2_name');
    const copy = group(page, 'Co-founder 3');
    expect(await copy.getByRole('textbox', { name: 'Role', exact: true }).inputValue()).toBe('CEO');
    await copy.getByRole('textbox', { name: 'Name', exact: true }).fill('Temp Founder');

    // The buttons are real targets: visible, named and at least 24 × 24 px.
    const remove = cofounders.getByRole('button', { name: 'Remove Co-founder 3' });
    await expectTarget24(remove);
    await expectNoAxeViolations(page, '/team-profile with three co-founders');
    await screenshot(page, 'list-form-three-cofounders');

    // Remove: focus goes to the neighbour that is left, and the change is announced.
    await remove.click();
    await expect.poll(() => items(cofounders).count()).toBe(2);
    await expect.poll(() => focusedId(page)).toBe('team-profile_cofounders_1_name');
    await expect.poll(() => status(cofounders).textContent()).toBe('Co-founder 3 removed; 2 left.');

    // Reorder: Grace moves up; the first item's Move up is disabled, the last's Move down too.
    expect(await cofounders.getByRole('button', { name: 'Move Co-founder 1 up' }).isDisabled()).toBe(true);
    await cofounders.getByRole('button', { name: 'Move Co-founder 2 up' }).click();
    await expect
      .poll(() => group(page, 'Co-founder 1').getByRole('textbox', { name: 'Name', exact: true }).inputValue())
      .toBe('Grace Hopper');
    await expect.poll(() => status(cofounders).textContent()).toBe('Moved up to position 1 of 2.');
    expect(await cofounders.getByRole('button', { name: 'Move Co-founder 2 down' }).isDisabled()).toBe(true);
    // minItems 1 with two items: both can still be removed; maxItems 4 is not reached, so Add stays.
    expect(await cofounders.getByRole('button', { name: 'Remove Co-founder 1' }).isDisabled()).toBe(false);

    // Markets: a list of strings, incomplete until every line is filled.
    await markets.getByRole('textbox', { name: 'Market 1' }).fill('Germany');
    await markets.getByRole('button', { name: 'Add market' }).click();
    await expect.poll(() => focusedId(page)).toBe('team-profile_markets_1');
    expect(await submit.isDisabled()).toBe(true);
    await page.keyboard.type('France');
    await expect.poll(() => submit.isDisabled()).toBe(false);
    await screenshot(page, 'list-form-filled');

    await submit.click();
    await page.waitForURL('**/team-check');
    expect(await sessionValue(page, 'teamProfile')).toEqual(storedTeam);

    const prompt = await finishAndReadPrompt(page, sent);
    expect(prompt).toContain(
      'Co-founders:\n1. Name: Grace Hopper; Role: CEO; Full Time: No\n2. Name: Ada Lovelace; Role: CTO; Full Time: Yes\n',
    );
    expect(prompt).toContain('Roles, one per co-founder:\n1. CEO\n2. CTO\n');
    expect(prompt).toContain('First markets: Germany, France');
    expect(prompt).toContain('Markets, one per line:\n1. Germany\n2. France');
    expect(prompt).not.toContain('[object Object]');
    await page.close();
  });

  it('by keyboard alone: add, fill, reorder and remove items, focus following every change', async () => {
    const page = await app.newPage();
    const sent = await answerGemini(page, modelReply);
    await openTeamProfile(page, app.url);
    const cofounders = group(page, 'Co-founders');
    const markets = group(page, 'First markets');

    await page.getByRole('textbox', { name: 'Company name' }).focus();
    await page.keyboard.type('Orbit Labs');
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedId(page)).toBe('team-profile_cofounders_0_name');
    await typeCofounder(page, 'Ada Lovelace', 'CTO', 'Yes');
    expect(await group(page, 'Co-founder 1').getByRole('radio', { name: 'Yes' }).isChecked()).toBe(true);

    // Tab past the item's buttons to Add, press Enter: focus lands in the new item's Name.
    await cofounders.getByRole('button', { name: 'Add co-founder' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedId(page)).toBe('team-profile_cofounders_1_name');
    await typeCofounder(page, 'Grace Hopper', 'CEO', 'No');
    expect(await group(page, 'Co-founder 2').getByRole('radio', { name: 'No' }).isChecked()).toBe(true);

    // Move Grace up with Enter: focus stays on the moved item (its Move up is now disabled, so Move down).
    await cofounders.getByRole('button', { name: 'Move Co-founder 2 up' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedId(page)).toBe('team-profile_cofounders_0__moveDown');
    expect(await group(page, 'Co-founder 1').getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe(
      'Grace Hopper',
    );
    // And back down with Space, then up again: the order is what the person last chose.
    await page.keyboard.press('Space');
    await expect.poll(() => focusedId(page)).toBe('team-profile_cofounders_1__moveUp');
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedId(page)).toBe('team-profile_cofounders_0__moveDown');

    // Markets: three by keyboard, the middle one removed.
    await markets.getByRole('textbox', { name: 'Market 1' }).focus();
    await page.keyboard.type('Germany');
    for (const market of ['Spain', 'France']) {
      await markets.getByRole('button', { name: 'Add market' }).focus();
      await page.keyboard.press('Enter');
      await page.keyboard.type(market);
    }
    await markets.getByRole('button', { name: 'Remove Market 2' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedId(page)).toBe('team-profile_markets_1');
    await expect.poll(() => status(markets).textContent()).toBe('Market 2 removed; 2 left.');
    await expectNoAxeViolations(page, '/team-profile filled by keyboard');

    await page.getByRole('button', { name: 'Continue to Team Check' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/team-check');
    expect(await sessionValue(page, 'teamProfile')).toEqual(storedTeam);
    const prompt = await finishAndReadPrompt(page, sent);
    expect(prompt).toContain('1. Name: Grace Hopper; Role: CEO; Full Time: No\n2. Name: Ada Lovelace; Role: CTO');
    await page.close();
  });
});
