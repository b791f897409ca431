/**
 * The Founding Team fixture's nested structures, walked in Chromium by mouse and by keyboard: a
 * list inside a list (each co-founder's previous companies) and additional properties (links, a
 * name → address map: add, rename, remove). Every walk checks focus after each change, the
 * announcements, 24 px targets and axe-core, and ends with the stored answer asserted exactly.
 */
import type { Locator, Page } from 'playwright-core';
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
  selectedText,
  status,
  teamModelReply,
  textbox,
  typeCofounder,
} from './support/listForm.ts';

const app = useApp('keys');

/** What both walks must leave in sessionStorage: exactly what the person did, nothing more. */
const storedTeam = {
  companyName: 'Orbit Labs',
  cofounders: [
    { name: 'Ada Lovelace', role: 'CTO', fullTime: true, previousCompanies: ['Analytical Engines', 'Difference Co'] },
    { name: 'Grace Hopper', role: 'CEO', fullTime: false, previousCompanies: ['Remington Rand'] },
  ],
  markets: ['Germany'],
  links: { Website: 'https://orbit.example', Journal: 'https://orbit.example/journal' },
};

const previous = (page: Page, cofounder: string) => group(group(page, cofounder), 'Previous companies');

async function expectEntries(links: Locator, names: string[]): Promise<void> {
  await expect
    .poll(() => links.locator('[data-additional-key]').evaluateAll((inputs) => inputs.map((i) => i.id)))
    .toEqual(names.map((name) => `team-profile_links_${name}-key`));
}

describe('lists inside lists and additional properties (Founding Team fixture)', () => {
  it('by mouse: previous companies per co-founder, and links added, renamed and removed', async () => {
    const page = await app.newPage();
    const sent = await answerGemini(page, teamModelReply);
    await openTeamProfile(page, app.url);
    const cofounders = group(page, 'Co-founders');
    await textbox(page, 'Company name').fill('Orbit Labs');
    await fillCofounder(page, 'Co-founder 1', 'Ada Lovelace', 'CTO', 'Yes');

    // A list inside a list item: its own Add, titles, focus and announcements.
    const adas = previous(page, 'Co-founder 1');
    expect(await items(adas).count()).toBe(0);
    for (const [index, company] of ['Analytical Engines', 'Temp Co', 'Difference Co'].entries()) {
      await adas.getByRole('button', { name: 'Add previous company' }).click();
      await expect.poll(() => focusedId(page)).toBe(`team-profile_cofounders_0_previousCompanies_${index}`);
      await expect.poll(() => status(adas).textContent()).toBe(`Previous company ${index + 1} added.`);
      await textbox(adas, `Previous company ${index + 1}`).fill(company);
    }
    const removeTemp = adas.getByRole('button', { name: 'Remove Previous company 2' });
    await expectTarget24(removeTemp);
    await expectTarget24(adas.getByRole('button', { name: 'Add previous company' }));
    await removeTemp.click();
    await expect.poll(() => items(adas).count()).toBe(2);
    await expect.poll(() => focusedId(page)).toBe('team-profile_cofounders_0_previousCompanies_1');
    await expect.poll(() => status(adas).textContent()).toBe('Previous company 2 removed; 2 left.');
    expect(await textbox(adas, 'Previous company 2').inputValue()).toBe('Difference Co');
    // The outer list did not hear the inner change.
    expect(await status(cofounders).textContent()).toBe('');

    await cofounders.getByRole('button', { name: 'Add co-founder' }).click();
    await fillCofounder(page, 'Co-founder 2', 'Grace Hopper', 'CEO', 'No');
    const graces = previous(page, 'Co-founder 2');
    await graces.getByRole('button', { name: 'Add previous company' }).click();
    await expect.poll(() => focusedId(page)).toBe('team-profile_cofounders_1_previousCompanies_0');
    await textbox(graces, 'Previous company 1').fill('Remington Rand');

    // Moving a co-founder moves their inner list with them, and back.
    await cofounders.getByRole('button', { name: 'Move Co-founder 2 up' }).click();
    await expect
      .poll(() => textbox(previous(page, 'Co-founder 1'), 'Previous company 1').inputValue())
      .toBe('Remington Rand');
    expect(await items(previous(page, 'Co-founder 2')).count()).toBe(2);
    await cofounders.getByRole('button', { name: 'Move Co-founder 1 down' }).click();
    await expect.poll(() => textbox(group(page, 'Co-founder 1'), 'Name').inputValue()).toBe('Ada Lovelace');
    await textbox(group(page, 'First markets'), 'Market 1').fill('Germany');

    // Additional properties: Add focuses the new entry's name, selected so typing replaces it.
    const links = group(page, 'Links');
    const addLink = links.getByRole('button', { name: 'Add link' });
    await expectTarget24(addLink);
    for (const [name, address] of [
      ['Website', 'https://orbit.example'],
      ['Blog', 'https://orbit.example/journal'],
      ['Temp', 'https://temp.example'],
    ]) {
      await addLink.click();
      await expect.poll(() => focusedId(page)).toMatch(/^team-profile_links_newKey(-\d+)?-key$/);
      expect(await selectedText(page)).toMatch(/^newKey/);
      await expect.poll(() => status(links).textContent()).toBe('New entry added: type its name.');
      const entry = links.getByRole('group').last();
      await textbox(entry, 'Name').fill(name as string);
      // Leaving the name renames the entry; its value starts empty, not rjsf's "New Value".
      await textbox(entry, 'Address').click();
      expect(await textbox(group(links, name as string), 'Address').inputValue()).toBe('');
      await textbox(group(links, name as string), 'Address').fill(address as string);
    }
    await expectEntries(links, ['Website', 'Blog', 'Temp']);
    const removeTempLink = links.getByRole('button', { name: 'Remove Temp' });
    await expectTarget24(removeTempLink);
    await expectNoAxeViolations(page, '/team-profile with previous companies and links');
    await screenshot(page, 'list-form-nested');
    await page.setViewportSize({ width: 320, height: 800 });
    await expectNoAxeViolations(page, '/team-profile with previous companies and links at 320 px');
    await screenshot(page, 'list-form-nested-320');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Remove: focus goes to the entry before (the last was removed), announced.
    await removeTempLink.click();
    await expectEntries(links, ['Website', 'Blog']);
    await expect.poll(() => focusedId(page)).toBe('team-profile_links_Blog-key');
    await expect.poll(() => status(links).textContent()).toBe('Temp removed; 2 left.');
    // Rename an entry that has a value: the value follows its new name.
    await textbox(group(links, 'Blog'), 'Name').fill('Journal');
    await textbox(group(links, 'Blog'), 'Address').click();
    await expectEntries(links, ['Website', 'Journal']);
    expect(await textbox(group(links, 'Journal'), 'Address').inputValue()).toBe('https://orbit.example/journal');

    await page.getByRole('button', { name: 'Continue to Team Check' }).click();
    await page.waitForURL('**/team-check');
    expect(await sessionValue(page, 'teamProfile')).toEqual(storedTeam);
    const prompt = await finishAndReadPrompt(page, sent);
    expect(prompt).toContain(
      'Co-founders:\n' +
        '1. Name: Ada Lovelace; Role: CTO; Full Time: Yes; Previous Companies: Analytical Engines, Difference Co\n' +
        '2. Name: Grace Hopper; Role: CEO; Full Time: No; Previous Companies: Remington Rand\n',
    );
    await page.close();
  });

  it('by keyboard alone: inner list items and links added, renamed and removed, focus following every change', async () => {
    const page = await app.newPage();
    await openTeamProfile(page, app.url);
    const cofounders = group(page, 'Co-founders');
    await textbox(page, 'Company name').focus();
    await page.keyboard.type('Orbit Labs');
    await page.keyboard.press('Tab');
    await typeCofounder(page, 'Ada Lovelace', 'CTO', 'Yes');
    // From the radios, Tab reaches the inner list's Add; Enter adds and focuses the new line.
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedId(page)).toBe('team-profile_cofounders_0_previousCompanies__add');
    const adas = previous(page, 'Co-founder 1');
    for (const [index, company] of ['Analytical Engines', 'Temp Co', 'Difference Co'].entries()) {
      await adas.getByRole('button', { name: 'Add previous company' }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => focusedId(page)).toBe(`team-profile_cofounders_0_previousCompanies_${index}`);
      await page.keyboard.type(company);
    }
    // Tab from the second line passes its Move up and Move down to its Remove; Enter removes it,
    // and focus lands on the line now second.
    await textbox(adas, 'Previous company 2').focus();
    for (const button of ['moveUp', 'moveDown', 'remove']) {
      await page.keyboard.press('Tab');
      await expect.poll(() => focusedId(page)).toBe(`team-profile_cofounders_0_previousCompanies_1__${button}`);
    }
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedId(page)).toBe('team-profile_cofounders_0_previousCompanies_1');
    await expect.poll(() => status(adas).textContent()).toBe('Previous company 2 removed; 2 left.');

    await cofounders.getByRole('button', { name: 'Add co-founder' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedId(page)).toBe('team-profile_cofounders_1_name');
    await typeCofounder(page, 'Grace Hopper', 'CEO', 'No');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter'); // her Add previous company
    await expect.poll(() => focusedId(page)).toBe('team-profile_cofounders_1_previousCompanies_0');
    await page.keyboard.type('Remington Rand');

    await textbox(group(page, 'First markets'), 'Market 1').focus();
    await page.keyboard.type('Germany');

    // Links: Enter on Add, type the name over the selected placeholder, Tab to the value.
    const links = group(page, 'Links');
    for (const [name, address] of [
      ['Website', 'https://orbit.example'],
      ['Blog', 'https://orbit.example/journal'],
      ['Temp', 'https://temp.example'],
    ]) {
      await links.getByRole('button', { name: 'Add link' }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => focusedId(page)).toMatch(/-key$/);
      await page.keyboard.type(name as string);
      await page.keyboard.press('Tab');
      // The rename on leaving the name keeps focus in the value, now under its new name.
      await expect.poll(() => focusedId(page)).toBe(`team-profile_links_${name as string}`);
      await page.keyboard.type(address as string);
    }
    // Tab from Temp's value reaches its Remove; Enter removes it, focus goes to Blog's name.
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedId(page)).toBe('team-profile_links_Temp__remove');
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedId(page)).toBe('team-profile_links_Blog-key');
    await expect.poll(() => status(links).textContent()).toBe('Temp removed; 2 left.');
    // Rename Blog by keyboard: select its name, type the new one, Tab on.
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Journal');
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedId(page)).toBe('team-profile_links_Journal');
    await expectEntries(links, ['Website', 'Journal']);
    await expectNoAxeViolations(page, '/team-profile nested, filled by keyboard');

    await page.getByRole('button', { name: 'Continue to Team Check' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/team-check');
    expect(await sessionValue(page, 'teamProfile')).toEqual(storedTeam);
    await page.close();
  });
});
