// @vitest-environment jsdom
/**
 * The playground forms npm run playground:forms accepted, each rendered with the app's theme and
 * answered as a person would: first with the sample's own answers, then, where those do not
 * complete it, every empty field filled in turn (as conditions reveal more) until Submit is
 * enabled. Usable means submitted, the stored answer valid by the form's stored shape (what the
 * session store and the server check), no control without a label (axe-core), nothing rjsf
 * could not draw. Findings go to PLAYGROUND_USABILITY for the table.
 */
import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { customizeValidator } from '@rjsf/validator-ajv8';
import axe from 'axe-core';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { FormContent, JsonObject } from '../../src/engine/content/types.ts';
import { isRecord } from '../../src/engine/forms/isRecord.ts';
import type { FormMessages } from '../../src/engine/forms/messages/formRules.ts';
import type { FormHintMessages } from '../../src/engine/forms/messages/formHint.ts';
import { compileAtRunTime } from '../../src/engine/validation/compileAtRunTime.ts';
import { SchemaForm } from '../../src/ui/forms/SchemaForm.tsx';
import { loadContent } from '../content/loadContent.ts';
import type { Outcome, Usability } from './outcomes.ts';

const projectRoot = resolve(import.meta.dirname, '../..');
const acceptedFile = process.env.PLAYGROUND_ACCEPTED;
const usabilityFile = process.env.PLAYGROUND_USABILITY;
const accepted = acceptedFile ? (JSON.parse(readFileSync(acceptedFile, 'utf8')) as Outcome[]) : [];
const findings: Record<string, Usability> = {};
const validator = customizeValidator();

afterEach(cleanup);
afterAll(() => {
  if (usabilityFile) writeFileSync(usabilityFile, JSON.stringify(findings, null, 2));
});

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const typedValues: Record<string, string> = {
  email: 'person@example.com',
  url: 'https://example.com/',
  date: '2024-05-01',
  'datetime-local': '2024-05-01T10:30',
  time: '10:30:00',
  tel: '555 0100 200',
  color: '#336699',
};

/** Something a person might enter in an empty control, or undefined when there is nothing to enter. */
function valueFor(control: Control): string | undefined {
  if (control instanceof HTMLSelectElement)
    return [...control.options].find((option) => option.value !== '' && !option.disabled)?.value;
  if (control instanceof HTMLTextAreaElement) return 'A sample answer';
  if (control.type === 'number' || control.type === 'range') return control.min || '1';
  return typedValues[control.type] ?? 'A sample answer';
}

const isEmpty = (control: Control) =>
  control instanceof HTMLSelectElement ? control.value === '' || control.selectedIndex < 0 : control.value === '';

/** One pass over the form: fill each empty control a person can use; returns how many it changed. */
function fillEmpty(form: HTMLFormElement): number {
  let changed = 0;
  const controls = form.querySelectorAll<Control>('input, select, textarea');
  for (const control of controls) {
    if (
      control.disabled ||
      ('readOnly' in control && control.readOnly) ||
      control.type === 'hidden' ||
      control.type === 'submit'
    )
      continue;
    if (control.type === 'radio' || control.type === 'checkbox') {
      const group = control.name ? form.querySelectorAll<HTMLInputElement>(`input[name="${control.name}"]`) : [control];
      if ([...group].some((input) => (input as HTMLInputElement).checked)) continue;
      if (group[0] !== control) continue;
      fireEvent.click(control);
      changed += 1;
      continue;
    }
    if (control.type === 'file') {
      fireEvent.change(control, { target: { files: [new File(['hello'], 'hello.txt', { type: 'text/plain' })] } });
      changed += 1;
      continue;
    }
    if (!isEmpty(control)) continue;
    const value = valueFor(control);
    if (value === undefined) continue;
    fireEvent.change(control, { target: { value } });
    fireEvent.blur(control);
    changed += 1;
  }
  return changed;
}

async function violations(root: Element): Promise<string[]> {
  const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
  );
}

/** Renders the form with `initial`, fills what is empty, submits: the stored answer, or why not. */
async function attempt(form: FormContent, messages: FormMessages & FormHintMessages, initial: JsonObject | undefined) {
  const submitted: JsonObject[] = [];
  const view = render(
    <SchemaForm
      form={form}
      validator={validator}
      submitLabel="Submit"
      initialData={initial}
      messages={messages}
      onSubmit={(data) => submitted.push(data)}
    />,
  );
  const element = view.container.querySelector('form') as HTMLFormElement;
  const submit = () => element.querySelector<HTMLButtonElement>('button[type="submit"]');
  const unsupported = /Unsupported field schema[^.]*\.?|No widget[^.]*/.exec(view.container.textContent)?.[0];
  const axeFindings = await violations(view.container);
  // As a person would: fill what is empty; when nothing is, add a line to a list. An optional
  // part ("Add data for optional field") stays closed: a person opens one only by choice.
  const pressed = new Set<Element>();
  for (let round = 0; round < 12 && submit()?.disabled; round += 1) {
    if (fillEmpty(element) === 0) {
      const add = [...element.querySelectorAll('button')].find(
        (button) =>
          !pressed.has(button) &&
          !button.disabled &&
          /^Add\b/.test(button.getAttribute('aria-label') ?? button.textContent) &&
          !/optional/i.test(button.getAttribute('aria-label') ?? button.textContent),
      );
      if (!add) break;
      pressed.add(add);
      fireEvent.click(add);
    }
    await waitFor(() => undefined);
  }
  if (!submit()?.disabled) fireEvent.click(submit() as HTMLButtonElement);
  await waitFor(() => undefined);
  const errors = [...element.querySelectorAll('[role="alert"], [id$="__error"]')]
    .map((node) => node.textContent)
    .filter(Boolean);
  cleanup();
  return { stored: submitted[0], unsupported, axeFindings, errors, disabled: submit() === null };
}

describe.skipIf(accepted.length === 0)('accepted playground forms are usable', () => {
  it.each(accepted.map((outcome) => [outcome.name, outcome] as const))('%s', async (_name, outcome) => {
    const { content } = loadContent(projectRoot, { extraRoots: [outcome.root as string] });
    const form = content?.forms[outcome.id];
    expect(form).toBeDefined();
    if (!form) return;
    const consoleErrors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const wrapped =
      form.schema.properties &&
      Object.keys(form.schema.properties as object).join() === 'value' &&
      !isRecord(outcome.formData);
    const own = isRecord(outcome.formData)
      ? (outcome.formData as JsonObject)
      : wrapped && outcome.formData !== undefined
        ? ({ value: outcome.formData } as JsonObject)
        : undefined;
    const messages = content.app.messages;
    let result = await attempt(form, messages, own);
    let how = own && Object.keys(own).length > 0 ? "the sample's own answers" : 'an empty form';
    if (!result.stored) {
      result = await attempt(form, messages, undefined);
      how = 'an empty form';
    }
    const stored = result.stored;
    const shape = compileAtRunTime([form]).forms[form.id];
    const valid = stored !== undefined && shape?.(stored) === true;
    const problems = [
      ...(result.unsupported ? [`rjsf could not draw a field: ${result.unsupported}`] : []),
      ...result.axeFindings.map((finding) => `axe: ${finding}`),
      ...(stored === undefined ? [`not submitted: ${result.errors.join('; ') || 'Submit stayed disabled'}`] : []),
      ...(stored !== undefined && !valid
        ? [`stored answer fails the stored shape: ${JSON.stringify(shape?.errors)}`]
        : []),
    ];
    const crashes = consoleErrors.mock.calls.map((call) => String(call[0]).slice(0, 120));
    findings[outcome.id] = {
      usable: problems.length === 0,
      detail:
        problems.length === 0
          ? `submitted from ${how}: ${JSON.stringify(stored).slice(0, 140)}`
          : [...problems, ...crashes.map((text) => `console: ${text}`)].join('; '),
    };
    consoleErrors.mockRestore();
  });
});
