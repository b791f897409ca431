/**
 * A flow added with content files alone: tests/fixtures/extra-flow (flows/launch.yaml,
 * schemas/forms/launch-brief.json, prompts/launch.yaml) merged in by ADVISORY_EXTRA_CONTENT.
 * Walked from its home card through its form, all four step types and its guard, to its AI
 * analysis (Gemini intercepted) and its fixed results page.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { expectNoAxeViolations } from './support/axe.ts';
import { answerGemini } from './support/geminiReply.ts';
import { screenshot, useApp } from './support/browser.ts';
import { projectRoot, variantDir } from './support/variants.ts';

const app = useApp('keys');
const fixtureRoot = join(projectRoot, 'tests/fixtures/extra-flow');
const promptTemplate = (parse(readFileSync(join(fixtureRoot, 'prompts/launch.yaml'), 'utf8')) as { template: string })
  .template;

const brief = { productName: 'Orbit Boards', ownerName: 'Sam Lee', ownerEmail: 'sam@orbit.example' };
const goal = 'Sign up 500 paying teams within the first 30 days after launch';

const modelReply = [
  'SUMMARY:',
  'Orbit Boards is close to ready. The goal is clear and the assets cover the basics.',
  'RISKS:',
  '- Paid ads may burn the budget before the message is proven',
  '- Onboarding emails are not ready',
  'ACTIONS:',
  '- Write the onboarding sequence this week',
  '- Test the ad copy with a 500 dollar budget',
  '- Line up three customer quotes for launch day',
  'READINESS_SCORE: 82',
].join('\n');

function lessonField(page: Page) {
  return page.getByRole('textbox', { name: 'What did your last launch teach you?' });
}

function heading(page: Page, level: 1 | 2) {
  return page.getByRole('heading', { level });
}

/** Presses the step's Next (or Finish) and waits for 'Response recorded' to hand over. */
async function recordStep(page: Page, button: string, nextTitle: string | undefined): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect.poll(() => page.getByTestId('response-recorded').count()).toBe(1);
  if (nextTitle) await expect.poll(() => heading(page, 1).textContent()).toBe(nextTitle);
}

async function expectStepError(page: Page, button: string, message: string): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect.poll(() => page.getByTestId('step-error').innerText()).toContain(message);
}

describe('a flow added with content files alone (Plan a Launch fixture)', () => {
  it('guards its questionnaire, then walks card → form → text, range, radio, checkbox → AI analysis → fixed results', async () => {
    const page = await app.newPage();
    const sent = await answerGemini(page, modelReply);

    // The guard: no brief yet, so the questionnaire sends the visitor to the brief with its message.
    await page.goto(`${app.url}/launch-readiness`);
    await page.waitForURL('**/launch-brief');
    await expect.poll(() => page.getByTestId('notice').innerText()).toContain('Start with the launch brief');

    // The home card, declared in the fixture's flow file, sits after the shipped ones (and
    // before the list fixture's Founding Team, the question-types fixture's Customer Pulse, the
    // schema-forms fixture's Ship an Order, the logic fixture's Qualify a Lead, the number-formats
    // fixture's Price a Deal, the branch fixture's Check Loan Readiness and Check Grant Fit cards, and
    // the field-when fixture's Book a Venue).
    await page.goto(app.url);
    const cards = page.getByRole('list').first().getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(13);
    expect(await cards.nth(4).innerText()).toContain('Plan a Launch');
    await page.getByRole('link', { name: /Plan a Launch/ }).click();
    await page.waitForURL('**/launch-brief');

    // The form from schemas/forms/launch-brief.json.
    await expect.poll(() => heading(page, 1).textContent()).toBe('Launch Brief');
    expect(await page.getByText('Step 1 of 2', { exact: true }).count()).toBe(1);
    const submit = page.getByRole('button', { name: 'Continue to Readiness' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Product name', exact: true }).fill(brief.productName);
    await page.getByRole('textbox', { name: 'Launch owner', exact: true }).fill(brief.ownerName);
    await page.getByRole('textbox', { name: 'Owner email', exact: true }).fill(brief.ownerEmail);
    await page.getByRole('combobox', { name: 'Kind of launch', exact: true }).selectOption({ label: 'A new product' });
    await page.getByRole('radio', { name: 'Yes', exact: true }).check();
    expect(await lessonField(page).count()).toBe(0);
    await expect.poll(() => page.getByText('Orbit Boards, led by Sam Lee').count()).toBe(1);
    await expectNoAxeViolations(page, '/launch-brief filled');
    await screenshot(page, 'fixture-launch-brief');
    await submit.click();
    await page.waitForURL('**/launch-readiness');

    // Step 1, text: required, then its own minLength message, then recorded.
    await expect.poll(() => heading(page, 1).textContent()).toBe('Launch Goal');
    expect(await page.getByTestId('step-counter').innerText()).toBe('1 of 4');
    await expectStepError(page, 'Continue', 'Please provide an answer before continuing');
    await page.getByRole('textbox', { name: 'Launch Goal' }).fill('Lots of users');
    await expectStepError(page, 'Continue', 'Say a little more about the goal (at least 20 characters)');
    await page.getByRole('textbox', { name: 'Launch Goal' }).fill(goal);
    await expectNoAxeViolations(page, 'text step');
    await recordStep(page, 'Continue', 'Launch Budget Range');

    // Step 2, range: starts at the declared default; the keyboard moves a handle by one step.
    const minimum = page.getByRole('slider', { name: 'Minimum launch budget' });
    expect(await minimum.getAttribute('aria-valuenow')).toBe('5000');
    await minimum.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => minimum.getAttribute('aria-valuenow')).toBe('6000');
    await expectNoAxeViolations(page, 'range step');
    await screenshot(page, 'fixture-launch-range');
    await recordStep(page, 'Continue', 'Main Channel');

    // Step 3, radio: the step's own required message, then a choice; Previous keeps answers.
    await expectStepError(page, 'Continue', 'Pick the channel you rely on most');
    await page.getByRole('radio', { name: 'Paid ads' }).check();
    await expectNoAxeViolations(page, 'radio step');
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => minimum.getAttribute('aria-valuenow')).toBe('6000');
    await recordStep(page, 'Continue', 'Main Channel');
    expect(await page.getByRole('radio', { name: 'Paid ads' }).isChecked()).toBe(true);
    await recordStep(page, 'Continue', 'Launch Assets');

    // Step 4, checkbox: minSelected 2, then Finish starts the fixture's own analysis.
    expect(await page.getByRole('button', { name: 'Check My Launch' }).count()).toBe(1);
    await page.getByRole('checkbox', { name: 'Landing page' }).check();
    await expectStepError(page, 'Check My Launch', 'Choose at least two assets that are ready');
    await page.getByRole('checkbox', { name: 'Demo video' }).check();
    await expectNoAxeViolations(page, 'checkbox step');
    await page.getByRole('button', { name: 'Check My Launch' }).click();

    // The result, laid out by the fixture's section spec and result view.
    await expect.poll(() => heading(page, 1).textContent(), { timeout: 15_000 }).toBe('Launch Readiness Report');
    const body = await page.locator('main').innerText();
    expect(body).toContain('Readiness Score');
    expect(body).toContain('82');
    expect(body).toContain('Launch Risks');
    expect(body).toContain('Onboarding emails are not ready');
    expect(body).toContain('This Week');
    expect(body).toContain('Line up three customer quotes for launch day');
    await expectNoAxeViolations(page, 'launch analysis result');
    await screenshot(page, 'fixture-launch-result');

    // One Gemini request, carrying the fixture's template filled with this visitor's answers.
    expect(sent).toHaveLength(1);
    const request = sent[0] as Request;
    expect(await request.headerValue('x-goog-api-key')).toBe('test-gemini-key');
    const prompt =
      (request.postDataJSON() as { contents: { parts: { text: string }[] }[] }).contents[0]?.parts[0]?.text ?? '';
    const literalLines = promptTemplate.split('\n').filter((line) => line.trim() !== '' && !line.includes('{{'));
    expect(literalLines.length).toBeGreaterThan(10);
    for (const line of literalLines) expect(prompt).toContain(line);
    expect(prompt).toContain('Product: Orbit Boards');
    expect(prompt).toContain('Launch owner: Sam Lee');
    expect(prompt).toContain('First launch for the team: Yes');
    // The lesson is asked only after a launch before; not asked, the prompt says what the template declares.
    expect(prompt).toContain("Lesson from the team's last launch: none, this is the team's first launch");
    expect(prompt).toContain('People on the launch team: not given');
    expect(prompt).not.toContain('undefined');
    expect(prompt).toContain(goal);
    expect(prompt).toContain('6,000 to 20,000');
    expect(prompt).toContain('paid');
    expect(prompt).toContain('landing-page, demo-video');

    // The result's action leads to the fixture's fixed results page.
    await page.getByRole('link', { name: 'See the Launch-Week Checklist' }).click();
    await page.waitForURL('**/launch-checklist');
    await expect.poll(() => heading(page, 1).textContent()).toBe('Launch-Week Checklist');
    const checklist = await page.locator('main').innerText();
    expect(checklist).toContain('The Week Before');
    expect(checklist).toContain('Rehearse the demo end to end');
    expect(checklist).toContain('70');
    await expectNoAxeViolations(page, '/launch-checklist');
    await screenshot(page, 'fixture-launch-checklist');
    await page.close();
  });
});

describe('a conditional form field used in the prompt and the rubric', () => {
  it("shown (not the team's first launch): its answer reaches the prompt; a number field's error moves nothing", async () => {
    const page = await app.newPage();
    const sent = await answerGemini(page, modelReply);
    await page.goto(`${app.url}/launch-brief`);
    await expect.poll(() => heading(page, 1).textContent()).toBe('Launch Brief');
    await page.getByRole('textbox', { name: 'Product name', exact: true }).fill(brief.productName);
    await page.getByRole('textbox', { name: 'Launch owner', exact: true }).fill(brief.ownerName);
    await page.getByRole('textbox', { name: 'Owner email', exact: true }).fill(brief.ownerEmail);
    await page.getByRole('combobox', { name: 'Kind of launch', exact: true }).selectOption({ label: 'A relaunch' });
    expect(await lessonField(page).count()).toBe(0);
    await page.getByRole('radio', { name: 'No', exact: true }).check();
    await expect.poll(() => lessonField(page).count()).toBe(1);
    const submit = page.getByRole('button', { name: 'Continue to Readiness' });
    expect(await submit.isDisabled()).toBe(true);
    await lessonField(page).fill('Ship the onboarding emails before the announcement');

    // An out-of-range team size shows its error on blur in space kept for it: the button below stays put.
    const teamSize = page.getByRole('spinbutton', { name: 'People on the launch team' });
    const pageTop = () => submit.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    const before = await pageTop();
    await teamSize.fill('0');
    await teamSize.press('Tab');
    await expect.poll(() => teamSize.getAttribute('aria-invalid')).toBe('true');
    // The field's own message from its form file (ui:messages), with the rule's value filled in.
    expect(await page.getByText('A launch team has at least 1 person.').count()).toBe(1);
    expect(await pageTop()).toBe(before);
    await screenshot(page, 'fixture-launch-brief-conditional');
    await teamSize.fill('6');
    await expect.poll(() => teamSize.getAttribute('aria-invalid')).toBe(null);
    await expectNoAxeViolations(page, '/launch-brief with the conditional field');
    await submit.click();
    await page.waitForURL('**/launch-readiness');

    // The questionnaire, answered quickly: its walk is the test above.
    await page.getByRole('textbox', { name: 'Launch Goal' }).fill(goal);
    await recordStep(page, 'Continue', 'Launch Budget Range');
    await recordStep(page, 'Continue', 'Main Channel');
    await page.getByRole('radio', { name: 'Email list' }).check();
    await recordStep(page, 'Continue', 'Launch Assets');
    await page.getByRole('checkbox', { name: 'Landing page' }).check();
    await page.getByRole('checkbox', { name: 'Demo video' }).check();
    await page.getByRole('button', { name: 'Check My Launch' }).click();
    await expect.poll(() => heading(page, 1).textContent(), { timeout: 15_000 }).toBe('Launch Readiness Report');

    expect(sent).toHaveLength(1);
    const prompt =
      (sent[0]?.postDataJSON() as { contents: { parts: { text: string }[] }[] }).contents[0]?.parts[0]?.text ?? '';
    expect(prompt).toContain('First launch for the team: No');
    expect(prompt).toContain("Lesson from the team's last launch: Ship the onboarding emails before the announcement");
    expect(prompt).toContain('People on the launch team: 6');
    expect(prompt).not.toContain("none, this is the team's first launch");
    await page.close();
  });
});

describe('the editor preview, the Studio and the content checker stay out of production builds', () => {
  it('ships no preview, Studio, checker or authoring code, and /__preview is the not-found screen', async () => {
    // Each marker is a string from its source file (checked below), so its absence from dist means something.
    const markers: [file: string, marker: string][] = [
      ['src/ui/app/AppRoutes.tsx', '/__preview'],
      ['src/ui/app/AppRoutes.tsx', '/__studio'],
      ['src/ui/preview/PreviewPage.tsx', 'Preview for editors'],
      ['src/checker/checks/steps.ts', 'is used twice in this questionnaire; answers are keyed by it'],
      ['src/engine/steps/authoring/range/checkRangeDeclaration.ts', 'bar heights must be non-negative numbers'],
      ['src/studio/view/StepPreview.tsx', 'Select a step to preview it here as users see it.'],
      ['src/studio/view/SaveConflict.tsx', 'Save my version over it'],
    ];
    for (const [file, marker] of markers) expect(readFileSync(join(projectRoot, file), 'utf8'), file).toContain(marker);
    const assets = join(variantDir('keys'), 'assets');
    const offenders = readdirSync(assets).flatMap((name) =>
      markers
        .filter(([, marker]) => readFileSync(join(assets, name), 'utf8').includes(marker))
        .map(([, marker]) => `${name}: ${marker}`),
    );
    expect(offenders).toEqual([]);
    const page = await app.newPage();
    await page.goto(`${app.url}/__preview`);
    await expect.poll(() => heading(page, 1).textContent()).toBe('Page not found');
    expect(await page.getByText('There is no page at this address.').count()).toBe(1);
    await page.close();
  });
});
