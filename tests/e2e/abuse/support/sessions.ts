import type { Page } from 'playwright-core';
import type { Content, Step } from '../../../../src/engine/content/types.ts';
import { sampleFormData } from '../../../../src/ui/preview/sampleFormData.ts';
import { check, shippedFiles } from '../../../unit/content/support/shippedContent.ts';

/** The shipped content, checked as the build checks it. */
export const content = check(shippedFiles()).content as Content;

/** A valid stored value for every form's store key, generated from the form's own schema. */
export function validForms(): Record<string, unknown> {
  const valid: Record<string, unknown> = {};
  for (const flow of content.flows)
    for (const screen of flow.screens)
      if (screen.type === 'form') {
        const form = content.forms[screen.form];
        if (form) valid[screen.store] = sampleFormData(form.schema, form.uiSchema);
      }
  return valid;
}

/** A valid answer to a step, from its own declaration. */
export function validAnswer(step: Step): unknown {
  if (step.type === 'range') return step.default;
  if (step.type === 'radio') return step.options[0]?.value;
  if (step.type === 'checkbox') return [step.options[0]?.value];
  return 'A fair answer';
}

/** Loads `session` into the tab's sessionStorage, then opens `route` afresh and waits for its screen. */
export async function openWith(page: Page, url: string, session: Record<string, unknown>): Promise<void> {
  await page.evaluate(
    (entries) => {
      sessionStorage.clear();
      for (const [key, json] of entries) sessionStorage.setItem(key, json);
    },
    Object.entries(session).map(([key, value]) => [key, JSON.stringify(value)] as const),
  );
  // Waiting for the load event would add nothing: the screen itself is what is awaited.
  await page.goto(url, { waitUntil: 'commit' });
  // The screen, not its spinner.
  await page.waitForFunction(
    () => document.querySelector('h1') !== null && !document.querySelector('[aria-label="Loading"]'),
    undefined,
    { timeout: 15_000 },
  );
}
