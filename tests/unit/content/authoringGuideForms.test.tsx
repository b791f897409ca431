// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { checkContent } from '../../../src/checker/checkContent.ts';
import type { FormContent } from '../../../src/engine/content/types.ts';
import { renderForm } from '../forms/renderForm.tsx';
import { applyBlock } from './support/applyFragment.ts';
import { allGuideBlocks, type GuideBlock } from './support/guideBlocks.ts';
import { projectRoot, shippedFiles, shippedSchemas } from './support/shippedContent.ts';

// The guide's example forms (every page of docs/guide), as the checker assembles them, rendered by
// the app's own form view: an example that checks but would not render (or would not show its
// conditional fields) fails here.
const blocks = allGuideBlocks(projectRoot);

/** The form `id` after the blocks that build it (its group, or the block alone) are applied. */
function guideForm(id: string, pick: (block: GuideBlock) => boolean): FormContent {
  const files = blocks.filter(pick).reduce(applyBlock, shippedFiles());
  const { content, problems } = checkContent(files, shippedSchemas());
  const form = content?.forms[id];
  if (!form) throw new Error(`the guide's ${id} does not check: ${problems.map((p) => p.message).join('; ')}`);
  return form;
}

const isFile = (file: string) => (block: GuideBlock) =>
  block.attributes.file === file && !block.attributes['expect-error'];

afterEach(cleanup);

describe("the guide's example forms render", () => {
  it('the event form: every plain field kind, and each conditional field only when its condition holds', () => {
    const form = guideForm('event-brief', (block) => block.attributes.group === 'event');
    renderForm({ form });
    for (const label of [/^Your name/, /^Email/, /^Expected attendees/, /^Budget/])
      expect(screen.getByLabelText(label, { selector: 'input' })).toBeDefined();
    // The budget is in the currency format: its $ beside the box, and $25,000 under it once typed.
    const budget = screen.getByLabelText(/^Budget/, { selector: 'input' });
    expect(budget.getAttribute('aria-describedby')).toContain(screen.getByText('$').id);
    fireEvent.change(budget, { target: { value: '25000' } });
    expect(screen.getByText('$25,000')).toBeDefined();
    expect(screen.getByRole('radio', { name: 'A conference' })).toBeDefined();
    expect(screen.getByRole('option', { name: 'Outdoors' })).toBeDefined();
    expect(screen.getByRole('checkbox', { name: 'Hiring' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Add a speaker' })).toBeDefined();
    expect(screen.queryByText(/What kind of event\?/)).toBeNull();
    expect(screen.queryByText(/Dietary needs/)).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Something else' }));
    expect(screen.getByLabelText(/^What kind of event\?/, { selector: 'input' })).toBeDefined();
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getByLabelText(/^Dietary needs/, { selector: 'textarea' })).toBeDefined();
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.queryByText(/Dietary needs/)).toBeNull();
  });

  it('the if/then rewrite of the dependencies mistake shows its question after "Yes"', () => {
    renderForm({ form: guideForm('rsvp', isFile('schemas/forms/rsvp.json')) });
    expect(screen.queryByText(/How many guests\?/)).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getByLabelText(/^How many guests\?/, { selector: 'input' })).toBeDefined();
  });

  it("the tutorial's form: the yearly revenue in dollars", () => {
    renderForm({ form: guideForm('export-contact', (block) => block.attributes.group === 'tutorial-1') });
    const revenue = screen.getByLabelText(/^Yearly revenue/, { selector: 'input' });
    expect(revenue.getAttribute('aria-describedby')).toContain(screen.getByText('$').id);
    fireEvent.change(revenue, { target: { value: '300000' } });
    expect(screen.getByText('$300,000')).toBeDefined();
  });

  it('the whole-flow example form', () => {
    renderForm({ form: guideForm('hire-profile', (block) => block.attributes.group === 'hire') });
    expect(screen.getByLabelText(/^Which role are you hiring for\?/, { selector: 'input' })).toBeDefined();
  });
});
