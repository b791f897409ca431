/**
 * The Studio as a content editor uses it: `npm run dev`'s own config on a random port, with a
 * temp copy of the fixture flow as an extra content root, so every edit and save lands in the
 * copy and never in the repository's content.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../src/checker/problem.ts';
import { moveField } from '../../src/studio/model/fieldOrder.ts';
import { withPlaceholder, withRequired } from '../../src/studio/model/fieldSettings.ts';
import { addField } from '../../src/studio/model/formFields.ts';
import { loadContent } from '../../tools/content/loadContent.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot, screenshotDir } from './support/browser.ts';
import { useFixtureDevServer, withExtraContent } from './support/devServer.ts';
import { fileButton, openLaunchReadiness, openStep as openStepIn } from './support/studio.ts';
import { projectRoot } from './support/variants.ts';

/** How long a poll waits: the machine is shared, and a save or a re-check can take seconds under load. */
const patience = { timeout: 15_000 };
const dev = useFixtureDevServer('.vite-e2e-studio', 'advisory-studio-content-');
const original = readFileSync(join(projectRoot, 'tests/fixtures/extra-flow/flows/launch.yaml'), 'utf8');
const originalBrief = readFileSync(
  join(projectRoot, 'tests/fixtures/extra-flow/schemas/forms/launch-brief.json'),
  'utf8',
);
const originalPrompt = readFileSync(join(projectRoot, 'tests/fixtures/extra-flow/prompts/launch.yaml'), 'utf8');
const ownerLine = '  Launch owner: {{ launchBrief.ownerName }}\n';
const repoContent = () =>
  ['flows', 'prompts', 'schemas/forms'].flatMap((folder) =>
    readdirSync(join(projectRoot, folder), { recursive: true }).map((name) => `${folder}/${String(name)}`),
  );
const repoContentBefore = repoContent();

/** The launch flow's text with one step's block moved below the next one. */
function swapSteps(text: string, first: string, second: string, following: string): string {
  const start = text.indexOf(`      - id: ${first}\n`);
  const middle = text.indexOf(`      - id: ${second}\n`);
  const end = text.indexOf(`      - id: ${following}\n`);
  return text.slice(0, start) + text.slice(middle, end) + text.slice(start, middle) + text.slice(end);
}

const openStep = (page: Page, name: string) => openStepIn(page, name, patience);

/**
 * Moves a list item one place by keyboard through its drag handle (Space, arrow, Space), waiting
 * for each screen-reader announcement in turn: picked up, moved over, dropped.
 */
async function moveByKeyboard(page: Page, label: string, arrow: 'ArrowUp' | 'ArrowDown', announcements: string[]) {
  const announced = (text: string) =>
    expect
      .poll(() => page.locator('[role="status"][aria-live="assertive"]').allTextContents(), patience)
      .toContainEqual(expect.stringContaining(text));
  await page.getByRole('button', { name: new RegExp(`^Move ${label}`) }).focus();
  for (const [index, key] of ['Space', arrow, 'Space'].entries()) {
    await page.keyboard.press(key);
    await announced(announcements[index] ?? '');
  }
}

describe('the Studio', () => {
  it('edits, reorders, creates a flow, shows an error at its field and saves clean files', async () => {
    const page = await dev.newPage({ width: 1440, height: 1000 });
    await openLaunchReadiness(page, dev.url);

    // Rename a step and reword its validation message; the preview follows as you type.
    await openStep(page, 'Launch Goal');
    await page.locator('#studio_title').fill('Launch Objective');
    await page.locator('#studio_minLengthMessage').fill('Tell us a little more (at least 20 characters)');
    await expect.poll(() => page.locator('#studio-preview-title').textContent(), patience).toBe('Launch Objective');

    // Add an option to a radio step.
    await openStep(page, 'Main Channel');
    await page.locator('main .btn-add').click();
    await page.locator('#studio_options_4_value').fill('podcasts');
    await page.locator('#studio_options_4_label').fill('Podcasts');

    // Move the budget step below the channel step by keyboard, as a screen-reader user would.
    await moveByKeyboard(page, 'Launch Budget Range', 'ArrowDown', [
      // Picked up: it is over its own place first.
      'Launch Budget Range is over position 2 of 4.',
      'Launch Budget Range is over position 3 of 4.',
      'Launch Budget Range dropped at position 3 of 4 steps.',
    ]);
    const steps = page.getByRole('list', { name: 'steps' }).getByRole('button', { name: /^\d+\. / });
    await expect
      .poll(() => steps.allTextContents(), patience)
      .toEqual(['1. Launch Objective', '2. Main Channel', '3. Launch Budget Range', '4. Launch Assets']);

    // A wrong id shows at its field, with the checker's message and position, and in the list.
    await openStep(page, 'Launch Objective');
    await page.locator('#studio_id').fill('Launch Goal');
    const fieldError = page.locator('#studio_id__error');
    await expect.poll(() => fieldError.textContent(), patience).toMatch(/launch\.yaml:\d+:\d+/);
    await expect.poll(() => page.getByText('The app will not build until these are fixed').count(), patience).toBe(1);
    // The checker runs in a worker, so typing never waits for it.
    expect(page.workers().map((worker) => worker.url())).toContainEqual(expect.stringContaining('checkWorker'));
    await screenshot(page, 'studio-error-at-field');
    // The source view shows the same problem as a lint mark, and what is typed there (a comment too) is kept.
    await page.getByRole('button', { name: 'Source', exact: true }).click();
    const source = page.getByRole('textbox', { name: /^Source of .*launch\.yaml$/ });
    await expect.poll(() => source.textContent(), patience).toContain('- id: Launch Goal');
    await expect.poll(() => page.locator('.cm-lint-marker-error').count(), patience).toBeGreaterThan(0);
    await source.getByText('title: Launch Objective').click();
    await page.keyboard.press('End');
    await page.keyboard.type(' # renamed in the Studio');
    await page.getByRole('button', { name: 'Form', exact: true }).click();
    await page.locator('#studio_id').fill('launch-goal');
    await expect.poll(() => page.getByText('Problems (0)').count(), patience).toBe(1);

    // A form field shown only for one answer of another field, picked from its choices by their labels.
    await fileButton(page, /schemas\/forms\/launch-brief\.json/).click();
    // Its name is typed in words; the name its answer is saved under is made from it.
    await page.getByLabel('Field name', { exact: true }).fill('Relaunch date');
    await expect.poll(() => page.getByLabel('Saved as', { exact: true }).inputValue(), patience).toBe('relaunchDate');
    await page.getByLabel('Show only when', { exact: true }).selectOption({ label: 'Kind of launch is…' });
    await page
      .getByLabel('Answer to “Kind of launch” that shows it', { exact: true })
      .selectOption({ label: 'A relaunch' });
    await page.getByRole('button', { name: 'Add field' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: /^\d+\. Relaunch date/ }).textContent(), patience)
      .toContain('shown when launchType is "relaunch"');

    // Move a form field up by keyboard: the form's ui:order changes, announced as it goes.
    await moveByKeyboard(page, 'Owner email', 'ArrowUp', [
      'Owner email is over position 3 of 8.',
      'Owner email is over position 2 of 8.',
      'Owner email dropped at position 2 of 8 fields of launch-brief.',
    ]);
    const fields = page.getByRole('list', { name: 'fields of launch-brief' }).getByRole('button', { name: /^\d+\. / });
    await expect
      .poll(async () => (await fields.allTextContents()).slice(0, 3), patience)
      .toEqual(['1. Product name', '2. Owner email', '3. Launch owner']);

    // An optional field made required, with an example in its empty box.
    await page.getByRole('button', { name: /^\d+\. People on the launch team/ }).click();
    await page.getByLabel('Required: the form cannot be sent without it', { exact: true }).check();
    await page.getByLabel('Placeholder', { exact: true }).fill('e.g. 6');
    await expect.poll(() => page.getByText('Problems (0)').count(), patience).toBe(1);
    await page.screenshot({ path: join(screenshotDir, 'studio-form-fields.png') });

    // A placeholder from the picker, written at the template's cursor: only the analysis's own fields are offered.
    await fileButton(page, /prompts\/launch\.yaml/).click();
    const template = page.locator('#studio_template');
    const picker = page.getByRole('combobox', { name: 'Insert a placeholder at the cursor' });
    // The picker appears once the checker (in its worker) has assembled this content; an editor waits for it too.
    await picker.waitFor(patience);
    await expect.poll(() => page.getByText('Problems (0)').count(), patience).toBe(1);
    await template.evaluate((area: HTMLTextAreaElement, line: string) => {
      const end = area.value.indexOf(line) + line.length;
      area.focus();
      area.setSelectionRange(end, end);
    }, ownerLine.trim());
    await page.keyboard.type('\nOwner email: ');
    await expect.poll(() => template.inputValue(), patience).toContain(`${ownerLine.trim()}\nOwner email: \n`);
    await expect.poll(() => page.getByText('Problems (0)').count(), patience).toBe(1);
    await picker.focus();
    await picker.fill('owner');
    const options = page.getByRole('listbox', { name: 'Placeholders' }).getByRole('option');
    // In the order the form shows its fields: Owner email was moved above Launch owner earlier.
    await expect
      .poll(() => options.allTextContents(), patience)
      .toEqual(['Owner email{{ launchBrief.ownerEmail }}', 'Launch owner{{ launchBrief.ownerName }}']);
    const active = async () =>
      page.locator(`[id="${await picker.getAttribute('aria-activedescendant')}"]`).textContent();
    await page.keyboard.press('ArrowDown');
    await expect.poll(active, patience).toBe('Launch owner{{ launchBrief.ownerName }}');
    await page.keyboard.press('ArrowUp');
    await expect.poll(active, patience).toBe('Owner email{{ launchBrief.ownerEmail }}');
    // The analysis form is long: the picker at its place in the viewport says more than the whole page.
    await page.screenshot({ path: join(screenshotDir, 'studio-placeholder-picker.png') });
    await page.keyboard.press('Enter');
    await expect
      .poll(() => template.inputValue(), patience)
      .toContain(`${ownerLine.trim()}\nOwner email: {{ launchBrief.ownerEmail }}\n`);
    await expect
      .poll(() => template.evaluate((area: HTMLTextAreaElement) => document.activeElement === area))
      .toBe(true);

    // A new flow, with its form and prompt.
    await page.getByRole('button', { name: 'New flow' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Plan a Hire');
    await page.getByLabel('Start route', { exact: true }).fill('/plan-hire');
    await page.getByRole('button', { name: 'Create flow' }).click();
    await expect.poll(() => page.locator('main h2').first().textContent(), patience).toBe('Plan a Hire');

    await expectNoAxeViolations(page, '/__studio');
    await screenshot(page, 'studio');
    await page.getByRole('button', { name: 'Save 6 files' }).click();
    await expect.poll(() => page.getByRole('status').allTextContents(), patience).toContain('Saved 6 files.');
    await page.close();

    // Only the editor's changes reached the file, every comment intact.
    const saved = readFileSync(join(dev.contentCopy, 'flows/launch.yaml'), 'utf8');
    const expected = swapSteps(
      original
        .replace('        title: Launch Goal\n', '        title: Launch Objective # renamed in the Studio\n')
        .replace(
          'minLengthMessage: Say a little more about the goal (at least 20 characters)',
          'minLengthMessage: Tell us a little more (at least 20 characters)',
        )
        .replace(
          '          - {value: press, label: Press and influencers}\n',
          '          - {value: press, label: Press and influencers}\n          - {value: podcasts, label: Podcasts}\n',
        ),
      'budget',
      'main-channel',
      'assets',
    );
    expect(saved).toBe(expected);
    expect(saved).toContain('title: Launch Objective # renamed in the Studio');
    for (const comment of original.split('\n').filter((line) => line.trimStart().startsWith('#')))
      expect(saved).toContain(comment);
    const briefFile = join(dev.contentCopy, 'schemas/forms/launch-brief.json');
    const brief = JSON.parse(originalBrief) as Record<string, unknown>;
    const withField = addField(brief, {
      name: 'relaunchDate',
      title: 'Relaunch date',
      when: { field: 'launchType', equals: 'relaunch' },
    });
    const reordered = moveField(withField, 'ownerEmail', 'ownerName');
    const teamSizeSet = withPlaceholder(withRequired(reordered, 'teamSize', true), 'teamSize', 'e.g. 6');
    // The writer keeps the file's layout; a key it adds inside an existing object may sit first in it.
    expect(JSON.parse(readFileSync(briefFile, 'utf8'))).toEqual(teamSizeSet);
    expect(readFileSync(join(dev.contentCopy, 'prompts/launch.yaml'), 'utf8')).toBe(
      originalPrompt.replace(ownerLine, `${ownerLine}  Owner email: {{ launchBrief.ownerEmail }}\n`),
    );
    expect(readdirSync(join(dev.contentCopy, 'flows')).sort()).toEqual(['launch.yaml', 'plan-a-hire.yaml']);
    expect(repoContent()).toEqual(repoContentBefore);

    // The checker accepts the result, and a build of the app carries the changes.
    const { problems } = loadContent(projectRoot, { extraRoots: [dev.contentCopy] });
    expect(problems.map(formatProblem)).toEqual([]);
    const outDir = join(dev.contentCopy, 'dist');
    await withExtraContent(dev.contentCopy, () =>
      build({ root: projectRoot, logLevel: 'silent', build: { outDir, emptyOutDir: true } }),
    );
    const bundle = readdirSync(join(outDir, 'assets'))
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(join(outDir, 'assets', name), 'utf8'))
      .join('\n');
    for (const change of [
      'Launch Objective',
      'Tell us a little more',
      'Podcasts',
      'Relaunch date',
      'Plan a Hire',
      '/plan-hire',
    ])
      expect(bundle, change).toContain(change);
    // Its first load compiles the dev server's modules and its end builds the app, both CPU-bound while
    // three other end-to-end files run beside it: 250 s in a fresh CI with four at once (docs/testing.md).
  }, 420_000);
});
