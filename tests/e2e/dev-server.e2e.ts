/**
 * The dev server as an editor's friend: `npm run dev`'s own config (vite.config.ts) on a random
 * port, with a temp copy of the fixture flow as an extra content root, so the tests edit the
 * copy and never the shipped content. Also the dev-only editor preview at /__preview.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot, screenshotDir } from './support/browser.ts';
import { useFixtureDevServer } from './support/devServer.ts';
import { projectRoot } from './support/variants.ts';

const dev = useFixtureDevServer('.vite-e2e-dev', 'advisory-dev-content-');
const flowFile = () => join(dev.contentCopy, 'flows/launch.yaml');
const original = readFileSync(join(projectRoot, 'tests/fixtures/extra-flow/flows/launch.yaml'), 'utf8');
const newPage = () => dev.newPage();

/** "line:column" where `needle` starts in `text`, plus `shift` columns (1-based, as the checker reports). */
function positionOf(text: string, needle: string, shift = 0): string {
  const before = text.slice(0, text.indexOf(needle));
  return `${before.split('\n').length}:${before.length - before.lastIndexOf('\n') + shift}`;
}

describe('content edits in the dev server', () => {
  it('reloads the open page with a good edit, and shows a broken edit in the error overlay', async () => {
    const page = await newPage();
    await page.goto(dev.url);
    const card = page.getByTestId('card-plan-launch');
    await expect.poll(() => card.innerText(), { timeout: 30_000 }).toContain('Plan a Launch');

    // A good edit: the open page reloads with it.
    const edited = original.replace('title: Plan a Launch', 'title: Plan a Bigger Launch');
    const savedAt = Date.now();
    writeFileSync(flowFile(), edited);
    await expect.poll(() => card.innerText(), { timeout: 5_000, interval: 50 }).toContain('Plan a Bigger Launch');
    console.log(`good edit visible after ${Date.now() - savedAt} ms`);

    // A broken edit: the checker's lines, naming the real file, in Vite's overlay.
    const broken = edited.replace('type: radio\n', 'type: radios\n');
    writeFileSync(flowFile(), broken);
    const overlay = page.locator('vite-error-overlay');
    await expect.poll(() => overlay.count(), { timeout: 5_000, interval: 50 }).toBe(1);
    const message = await overlay.locator('.message-body').innerText();
    expect(message).toContain('Content problems (fix these files; npm run check:content prints the same):');
    expect(message).toContain(
      `${flowFile()}:${positionOf(broken, 'type: radios', 6)} screens[1].steps[2].type: "radios" must be one of`,
    );
    expect(message).toContain('(did you mean "radio"?)');
    await screenshot(page, 'dev-overlay-broken-edit');

    // Reloading while the content is broken still shows the overlay, not a blank page.
    await page.reload();
    await expect.poll(() => overlay.count(), { timeout: 10_000 }).toBe(1);
    expect(await overlay.locator('.message-body').innerText()).toContain('screens[1].steps[2].type');

    // Fixing it reloads the page with the content back.
    writeFileSync(flowFile(), original);
    await expect.poll(() => card.innerText(), { timeout: 5_000, interval: 50 }).toContain('Plan a Launch');
    expect(await overlay.count()).toBe(0);
    await page.close();
  });
});

describe('the editor preview (dev only, /__preview)', () => {
  it('maps every flow with its screens, steps, guards and links, and opens a step with sample answers', async () => {
    const page = await newPage();
    await page.goto(`${dev.url}/__preview`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 30_000 })
      .toBe('Preview for editors');
    const flows = await page.getByRole('heading', { level: 2 }).allInnerTexts();
    expect(flows).toEqual(['Buy a Business', 'Raise Funds', 'Plan a Launch', 'Build a Product', 'Form gallery']);

    const launch = page.getByRole('region', { name: 'Plan a Launch' });
    const text = await launch.innerText();
    expect(text).toContain('flows/launch.yaml');
    expect(text).toContain('/launch-readiness');
    expect(text).toContain('needs "launchBrief" with productName, ownerEmail, otherwise → /launch-brief');
    expect(text).toContain('the analysis prompts/launch.yaml');
    expect(text).toContain('Result button "See the Launch-Week Checklist" → /launch-checklist');
    for (const type of ['text', 'range', 'radio', 'checkbox'])
      expect(await launch.getByText(type, { exact: true }).count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page, '/__preview');
    await screenshot(page, 'dev-preview');
    await launch.screenshot({ path: join(screenshotDir, 'dev-preview-launch.png') });

    // The form gallery: every field type and widget in each state, also at 320 px (axe above covers it).
    const gallery = page.getByRole('region', { name: 'Form gallery' });
    for (const state of ['Empty', 'Filled', 'With errors', 'Disabled', 'Read-only'])
      expect(await gallery.getByRole('heading', { name: state, exact: true }).count()).toBe(1);
    await gallery.getByRole('button', { name: 'Show the errors' }).click();
    await expect.poll(() => page.locator('[id^="gallery-error_"][aria-invalid="true"]').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page, '/__preview with the gallery errors shown');
    await gallery.screenshot({ path: join(screenshotDir, 'dev-preview-form-gallery.png') });
    await page.setViewportSize({ width: 320, height: 800 });
    await expectNoAxeViolations(page, '/__preview at 320 px');
    await gallery.screenshot({ path: join(screenshotDir, 'dev-preview-form-gallery-320.png') });
    await page.setViewportSize({ width: 1280, height: 900 });

    // Step 3 opens at once: the guard passes on the sample brief, earlier answers are filled in.
    await page.getByRole('button', { name: 'Open step 3, Main Channel, with sample answers' }).click();
    await page.waitForURL('**/launch-readiness');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 60_000 })
      .toBe('Main Channel');
    expect(await page.getByTestId('step-counter').innerText()).toBe('3 of 4');
    expect(await page.getByRole('radio', { name: 'Email list' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect
      .poll(() => page.getByRole('slider', { name: 'Minimum launch budget' }).getAttribute('aria-valuenow'))
      .toBe('5000');

    // A form opens filled with data derived from its schema.
    await page.goto(`${dev.url}/__preview`);
    await page.getByRole('button', { name: 'Open Launch Brief with sample data' }).click();
    await page.waitForURL('**/launch-brief');
    await expect.poll(() => page.getByRole('textbox', { name: 'Owner email' }).inputValue()).toBe('editor@example.com');
    expect(await page.getByRole('textbox', { name: 'Product name' }).inputValue()).toBe('Sample Product name');
    expect(await page.getByRole('button', { name: 'Continue to Readiness' }).isEnabled()).toBe(true);
    await page.close();
    // The dev server transforms every module on first request and axe judges the long gallery three times.
  }, 120_000);
});

describe('the analysis API in the dev server (npm run dev)', () => {
  it('answers as the production server does: health, status, JSON 404 and checked requests', async () => {
    expect(await (await fetch(`${dev.url}/healthz`)).json()).toEqual({ status: 'ok' });
    const status = await fetch(`${dev.url}/api/status`);
    expect(status.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await status.json()).toHaveProperty('mode');
    expect((await fetch(`${dev.url}/api/nothing`)).status).toBe(404);
    const refused = await fetch(`${dev.url}/api/analysis`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(refused.status).toBe(403);
  });
});
