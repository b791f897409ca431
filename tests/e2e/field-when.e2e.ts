/**
 * A form field shown by a JSON Logic rule (`ui:when`, issue #34 item 7), walked in Chromium in the
 * Book a Venue fixture (tests/fixtures/field-when): the city is asked only for an event that is
 * not online (an earlier screen's answer), dietary needs only while catering is ticked (an earlier
 * field of the same form). Each field appears and disappears as its rule says, Submit waits for a
 * required field only while it is shown, a hidden field's answer is not stored, and every screen
 * is axe-clean.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { arrive } from './abuse/support/keyboard.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot, useApp } from './support/browser.ts';
import { sessionValue } from './support/buyerFlow.ts';

const app = useApp('keys');

const findVenues = (page: Page) => page.getByRole('button', { name: 'Find Venues', exact: true });
const city = (page: Page) => page.getByRole('textbox', { name: /^Which city\?/ });
const dietary = (page: Page) => page.getByRole('textbox', { name: /^Dietary needs/ });
const catering = (page: Page) => page.getByRole('checkbox', { name: 'Do you need catering?' });

async function chooseFormat(page: Page, label: string): Promise<void> {
  await page.goto(`${app.url}/venue`);
  await arrive(page, '/venue', 'Your Event');
  await page.getByRole('radio', { name: label, exact: true }).check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await arrive(page, '/venue-details', 'Venue Details');
}

describe('a form field shown by its ui:when (Book a Venue fixture)', () => {
  it('shows each field while its rule holds, over an earlier screen and an earlier field, and stores only what was shown', async () => {
    const page = await app.newPage();
    await chooseFormat(page, 'Online');
    // An online event is asked no city, so its `required` holds nothing up.
    expect(await city(page).count()).toBe(0);
    expect(await dietary(page).count()).toBe(0);
    await page.getByRole('spinbutton', { name: /^How many people\?/ }).fill('40');
    await expect.poll(() => findVenues(page).isEnabled()).toBe(true);

    await catering(page).check();
    await expect.poll(() => dietary(page).count()).toBe(1);
    await dietary(page).fill('Two guests are vegan');
    await catering(page).uncheck();
    await expect.poll(() => dietary(page).count()).toBe(0);
    await catering(page).check();
    await expect.poll(() => dietary(page).count()).toBe(1);
    await dietary(page).fill('Vegan');
    await expectNoAxeViolations(page, '/venue-details online, with catering');
    await screenshot(page, 'field-when-online-1280');
    await findVenues(page).click();

    await arrive(page, '/venue-found', 'Venues Found');
    expect(await sessionValue(page, 'venueDetails')).toEqual({ attendees: 40, catering: true, dietary: 'Vegan' });
    await expect.poll(() => page.getByText('in any city; dietary needs: Vegan').count()).toBe(1);

    // In person, the city is asked and required; dietary needs typed before are dropped once catering is not wanted.
    await chooseFormat(page, 'In person');
    await expect.poll(() => city(page).count()).toBe(1);
    await expect.poll(() => findVenues(page).isEnabled()).toBe(false);
    await city(page).fill('Cork');
    await expect.poll(() => findVenues(page).isEnabled()).toBe(true);
    await catering(page).uncheck();
    await expect.poll(() => dietary(page).count()).toBe(0);
    await expectNoAxeViolations(page, '/venue-details in person, without catering');
    await findVenues(page).click();
    await arrive(page, '/venue-found', 'Venues Found');
    expect(await sessionValue(page, 'venueDetails')).toEqual({ attendees: 40, city: 'Cork', catering: false });
    await page.close();
  });

  it('at 375 px: the city and dietary needs in place', async () => {
    const page = await app.newPage({ width: 375 });
    await chooseFormat(page, 'Both');
    await catering(page).check();
    await expect.poll(() => dietary(page).count()).toBe(1);
    await expect.poll(() => city(page).count()).toBe(1);
    await expectNoAxeViolations(page, '/venue-details at 375 px');
    await screenshot(page, 'field-when-both-375');
    await page.close();
  });
});
