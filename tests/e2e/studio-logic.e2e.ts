/**
 * The Studio's logic editors as a product owner uses them, by keyboard: "show only when" by
 * pickers, the checker refusing a bad rule at its field, follow-ups per option, and the files
 * written. `npm run dev`'s own config on a temp copy of the fixture flow (never the repository's content).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot } from './support/browser.ts';
import { useFixtureDevServer } from './support/devServer.ts';
import { fileButton, openLaunchReadiness, openStep as openStepIn } from './support/studio.ts';

/** How long a poll waits: the machine is shared, and a save or a re-check can take seconds under load. */
const patience = { timeout: 20_000 };
const dev = useFixtureDevServer('.vite-e2e-studio-logic', 'advisory-studio-logic-');

const openReadiness = (page: Page) => openLaunchReadiness(page, dev.url);
const openStep = (page: Page, name: string) => openStepIn(page, name, patience);

/** The saved launch flow's readiness steps, as the app will load them. */
function savedSteps(contentCopy: string): Record<string, unknown>[] {
  const flow = parse(readFileSync(join(contentCopy, 'flows/launch.yaml'), 'utf8')) as {
    screens: { steps?: Record<string, unknown>[] }[];
  };
  return flow.screens[1]?.steps ?? [];
}

describe('the Studio’s logic editors', () => {
  it('adds a condition by keyboard, refuses a bad one at its field, adds a follow-up, and saves the rules', async () => {
    const page = await dev.newPage({ width: 1280, height: 1000 });
    await openReadiness(page);
    await openStep(page, 'Launch Assets');
    const editor = page.getByRole('group', { name: 'Show this question only when' });
    await expect.poll(() => editor.getByText('Always asked.').count(), patience).toBe(1);

    // By keyboard: the button, then the question, operator and value pickers, each picked by typing.
    await editor.getByRole('button', { name: 'Add a condition' }).focus();
    await page.keyboard.press('Enter');
    await page.getByLabel('Question 1', { exact: true }).focus();
    await page.keyboard.type('Main Channel');
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id), patience)
      .toBe(await page.getByLabel('Operator 1', { exact: true }).getAttribute('id'));
    await page.keyboard.type('is not');
    await page.keyboard.press('Tab');
    // The value picker shows the options' labels and stores their values.
    await page.keyboard.type('Paid ads');
    const value = page.getByLabel('Value 1', { exact: true });
    await expect.poll(() => value.inputValue(), patience).toBe('paid');
    await expect
      .poll(() => value.locator('option').allTextContents(), patience)
      .toEqual(['choose an answer', 'Email list', 'Community and forums', 'Paid ads', 'Press and influencers']);
    await expect.poll(() => page.getByText('Problems (0)').count(), patience).toBe(1);
    // The preview walks the questionnaire as the engine asks it: choosing "Paid ads" there skips the step.
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect.poll(() => preview.getByRole('heading', { name: 'Launch Assets' }).count(), patience).toBe(1);
    await preview.getByRole('radio', { name: 'Paid ads' }).check();
    await expect.poll(() => preview.getByRole('heading', { name: 'Launch Assets' }).count(), patience).toBe(0);
    await expect
      .poll(() => preview.getByRole('region', { name: 'Skipped questions' }).textContent(), patience)
      .toContain('Launch Assets');
    await expect.poll(() => preview.getByText('3 of 4 questions asked').count(), patience).toBe(1);
    await expectNoAxeViolations(page, 'the Studio’s "show only when" pickers');
    await screenshot(page, 'studio-logic-pickers');

    // As text, the label a user sees typed where the stored value belongs is refused at the field.
    await editor.getByRole('button', { name: 'Edit as text' }).click();
    const ruleBox = editor.getByLabel('Rule (JSON Logic, as in the content file)');
    await expect.poll(() => ruleBox.inputValue(), patience).toBe('{"!=": [{var: answers.main-channel}, paid]}');
    await ruleBox.fill('{"!=": [{var: answers.main-channel}, Paid ads]}');
    const problems = editor.getByRole('list', { name: 'Problems with show this question only when' });
    await expect.poll(() => problems.textContent(), patience).toMatch(/Paid ads.*"paid".*launch\.yaml:\d+:\d+/);
    await expect.poll(() => ruleBox.getAttribute('aria-describedby'), patience).toBe(await problems.getAttribute('id'));
    await expect.poll(() => editor.getByRole('button', { name: 'Use pickers' }).isDisabled(), patience).toBe(true);
    await screenshot(page, 'studio-logic-refused');
    await ruleBox.fill('{"!=": [{var: answers.main-channel}, paid]}');
    await expect.poll(() => page.getByText('Problems (0)').count(), patience).toBe(1);
    await editor.getByRole('button', { name: 'Use pickers' }).click();
    await expect.poll(() => page.getByLabel('Operator 1', { exact: true }).inputValue(), patience).toBe('isNot');

    // A follow-up on one option, retitled in its own editor, which has its own "show only when".
    await openStep(page, 'Main Channel');
    await page.getByRole('button', { name: 'Add a follow-up to Paid ads' }).click();
    await expect.poll(() => page.locator('main h2').first().textContent(), patience).toBe('More about “Paid ads”');
    await page.locator('#studio_title').fill('Which ad networks?');
    await expect
      .poll(() => page.getByRole('navigation', { name: 'Where this is' }).textContent(), patience)
      .toBe('Plan a Launch › Launch Readiness › Main Channel › Paid ads');
    await expect
      .poll(() => page.getByRole('group', { name: 'Show this question only when' }).count(), patience)
      .toBe(1);

    // A computed value at the flow's top, as checked text: a misspelt store is refused at its field.
    await fileButton(page, /flows\/launch\.yaml/).click();
    await page.getByLabel('New computed value’s name', { exact: true }).fill('productLine');
    await page.getByRole('button', { name: 'Add a computed value' }).click();
    const computed = page.getByRole('group', { name: 'computed.productLine' });
    const calculation = computed.getByLabel('Rule (JSON Logic, as in the content file)');
    await calculation.fill('{cat: [{var: launchBreif.productName}, " launch"]}');
    await expect
      .poll(() => computed.getByRole('list').textContent(), patience)
      .toMatch(/did you mean "launchBrief"\?.*launch\.yaml:\d+:\d+/);
    await calculation.fill('{cat: [{var: launchBrief.productName}, " launch"]}');
    await expect.poll(() => page.getByText('Problems (0)').count(), patience).toBe(1);

    await page.getByRole('button', { name: 'Save 1 file' }).click();
    await expect.poll(() => page.getByRole('status').allTextContents(), patience).toContain('Saved 1 file.');
    const saved = readFileSync(join(dev.contentCopy, 'flows/launch.yaml'), 'utf8');
    // Written as an author writes a rule, on one line under the step.
    expect(saved).toContain('        when: {"!=": [{var: answers.main-channel}, paid]}\n');
    expect((parse(saved) as { computed?: unknown }).computed).toEqual({
      productLine: { cat: [{ var: 'launchBrief.productName' }, ' launch'] },
    });
    const steps = savedSteps(dev.contentCopy);
    expect(steps.find((step) => step.id === 'assets')?.when).toEqual({
      '!=': [{ var: 'answers.main-channel' }, 'paid'],
    });
    const channel = steps.find((step) => step.id === 'main-channel') as { options: Record<string, unknown>[] };
    expect(channel.options[2]).toEqual({
      value: 'paid',
      label: 'Paid ads',
      followUp: { id: 'main-channel-paid', type: 'text', title: 'Which ad networks?' },
    });
    await page.close();
  }, 180_000);

  it('puts form fields on the step\'s model: a field\'s "show only when" by the same pickers, Delete with Undo, and a follow-up inside a follow-up opens with its form', async () => {
    // A follow-up whose option has a follow-up of its own, written as an author would.
    const flowFile = join(dev.contentCopy, 'flows/launch.yaml');
    const press = '          - {value: press, label: Press and influencers}\n';
    const flowText = readFileSync(flowFile, 'utf8');
    expect(flowText.split(press)).toHaveLength(2);
    writeFileSync(
      flowFile,
      flowText.replace(
        press,
        [
          '          - value: press',
          '            label: Press and influencers',
          '            followUp:',
          '              id: press-kind',
          '              type: radio',
          '              title: Which press?',
          '              options:',
          '                - value: trade',
          '                  label: Trade press',
          '                  followUp: {id: press-trade, type: text, title: Which trade titles?}',
          '                - {value: national, label: National press}',
          '',
        ].join('\n'),
      ),
    );
    const formFile = join(dev.contentCopy, 'schemas/forms/launch-brief.json');
    const before = JSON.parse(readFileSync(formFile, 'utf8')) as { uiSchema: Record<string, Record<string, unknown>> };
    const page = await dev.newPage({ width: 1280, height: 1000 });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${dev.url}/__studio`);
    // Its first load compiles the dev server's modules when this test runs alone (`-t`).
    await page.getByRole('heading', { name: 'Studio', level: 1 }).waitFor({ timeout: 180_000 });
    await fileButton(page, /launch-brief\.json/).click();

    // Delete a field: Undo stands in its place, takes focus, and puts it back as it was.
    await openStep(page, 'Launch owner');
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const undo = page.getByRole('button', { name: 'Undo delete of field “Launch owner”' });
    await expect.poll(() => undo.evaluate((button) => button === document.activeElement), patience).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: /^\d+\. Launch owner$/ }).count(), patience).toBe(0);
    await expectNoAxeViolations(page, 'the Studio with a form field deleted');
    await undo.click();
    await expect.poll(() => page.getByRole('button', { name: /^2\. Launch owner$/ }).count(), patience).toBe(1);

    // A field's "show only when" by the step's pickers: the form's earlier fields, named by their titles.
    await openStep(page, 'People on the launch team');
    const editor = page.getByRole('group', { name: 'Show this field only when' });
    await expect.poll(() => editor.getByText('Always shown.').count(), patience).toBe(1);
    await editor.getByRole('button', { name: 'Add a condition' }).click();
    await page.getByLabel('Question 1', { exact: true }).selectOption({ label: 'Kind of launch' });
    await page.getByLabel('Operator 1', { exact: true }).selectOption({ label: 'is' });
    await page.getByLabel('Value 1', { exact: true }).selectOption({ label: 'A relaunch' });
    await expect.poll(() => page.getByText('Problems (0)').count(), patience).toBe(1);
    await expectNoAxeViolations(page, 'the Studio’s "show this field only when" pickers');
    await screenshot(page, 'studio-field-when');
    await editor.getByRole('button', { name: 'Edit as text' }).click();
    await expect
      .poll(() => editor.getByLabel('Rule (JSON Logic, as in the content file)').inputValue(), patience)
      .toBe('{==: [{var: answers.launchType}, relaunch]}');
    await page.getByRole('button', { name: /^Save \d+ files?$/ }).click();
    await expect
      .poll(() => page.getByRole('status').allTextContents(), patience)
      .toContainEqual(expect.stringMatching(/^Saved \d+ files?\.$/));
    // The deleted and restored field left no trace: the file is the one before, with the rule beside the field.
    const { teamSize, ...rest } = before.uiSchema;
    const expected = {
      ...before,
      uiSchema: {
        ...rest,
        teamSize: { ...teamSize, 'ui:when': { '==': [{ var: 'answers.launchType' }, 'relaunch'] } },
      },
    };
    expect(readFileSync(formFile, 'utf8')).toBe(`${JSON.stringify(expected, null, 2)}\n`);

    // A follow-up inside a follow-up opens with a step's form, as the first one does.
    await fileButton(page, /flows\/launch\.yaml/).click();
    await page.getByRole('button', { name: /^2\. Launch Readiness$/ }).click();
    await openStep(page, 'Main Channel');
    await page.getByRole('button', { name: 'Edit the follow-up to Press and influencers' }).click();
    await expect.poll(() => page.locator('main h2').first().textContent(), patience).toBe('Which press?');
    await page.getByRole('button', { name: 'Edit the follow-up to Trade press' }).click();
    await expect.poll(() => page.locator('main h2').first().textContent(), patience).toBe('Which trade titles?');
    await expect.poll(() => page.locator('#studio_title').inputValue(), patience).toBe('Which trade titles?');
    await expect
      .poll(() => page.getByRole('group', { name: 'Show this question only when' }).count(), patience)
      .toBe(1);
    await expectNoAxeViolations(page, 'the Studio on a follow-up inside a follow-up');
    await screenshot(page, 'studio-nested-follow-up');
    expect(errors).toEqual([]);
    await page.close();
  }, 360_000);

  it('fits a phone: the pickers stack in one column, labelled and axe-clean', async () => {
    const page = await dev.newPage({ width: 375, height: 800 });
    await openReadiness(page);
    await openStep(page, 'Launch Budget Range');
    await page.getByRole('button', { name: 'Add a condition' }).click();
    await page.getByLabel('Question 1', { exact: true }).selectOption({ label: 'Launch Goal' });
    await page.getByLabel('Operator 1', { exact: true }).selectOption({ label: 'is answered' });
    await expect.poll(() => page.getByText('Problems (0)').count(), patience).toBe(1);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await expect.poll(overflow, patience).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, 'the Studio’s logic editors at 375 px');
    await screenshot(page, 'studio-logic-375');
    await page.close();
  }, 120_000);
});
