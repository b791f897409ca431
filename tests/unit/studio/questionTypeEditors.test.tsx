// @vitest-environment jsdom
/**
 * The Studio edits every newer question type from flow.schema.json alone: opening a step of the
 * Customer Pulse fixture shows the keys of its own type (a number's bounds and unit, a rating's
 * scale and end labels, a dropdown's options), none of another type's, and the preview renders it
 * with the app's own view.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { flattenSchema, schemaAt } from '../../../src/studio/model/flattenSchema.ts';
import { formSchemaFor } from '../../../src/studio/model/formSchemaFor.ts';
import { inlineRefs } from '../../../src/studio/model/inlineRefs.ts';
import { StepPreview } from '../../../src/studio/view/StepPreview.tsx';
import { readContentSchemas } from '../../../tools/content/readContent.ts';

const root = resolve(import.meta.dirname, '../../..');
const flowSchema = inlineRefs(readContentSchemas(root), 'flow.schema.json');
const pulse = parse(readFileSync(resolve(root, 'tests/fixtures/question-types/flows/pulse.yaml'), 'utf8')) as {
  screens: { steps: { id: string; type: string; title: string }[] }[];
};
const steps = pulse.screens[0]?.steps ?? [];

/** The keys each type's editor must offer beyond those every step has. */
const ownKeys: Record<string, string[]> = {
  number: ['min', 'max', 'step', 'unit', 'placeholder'],
  email: ['placeholder'],
  date: ['min', 'max'],
  rating: ['scale', 'minLabel', 'maxLabel'],
  nps: ['minLabel', 'maxLabel'],
  yesno: ['yesLabel', 'noLabel'],
  dropdown: ['options', 'placeholder'],
};
const everyStep = ['id', 'type', 'title', 'description', 'requiredMessage', 'when'];

afterEach(cleanup);

describe('the Studio editor of each newer question type', () => {
  it.each(Object.entries(ownKeys))('%s: its own keys, and no other type’s', (type, keys) => {
    const index = steps.findIndex((step) => step.type === type);
    expect(index).toBeGreaterThanOrEqual(0);
    const node = schemaAt(flowSchema, pulse, ['screens', 0, 'steps', index]);
    const { schema } = formSchemaFor(flattenSchema(node, steps[index]), steps[index]);
    const shown = Object.keys(schema.properties ?? {});
    expect(shown).toEqual(expect.arrayContaining([...everyStep, ...keys]));
    const others = Object.values(ownKeys)
      .flat()
      .filter((key) => !keys.includes(key));
    for (const key of others) expect([type, shown.includes(key)]).toEqual([type, false]);
  });

  it.each(Object.keys(ownKeys))('%s: the preview shows it as users see it', (type) => {
    const step = steps.find((candidate) => candidate.type === type);
    render(
      <ChakraProvider value={defaultSystem}>
        <StepPreview value={step} />
      </ChakraProvider>,
    );
    expect(screen.queryByText(/cannot be shown yet/)).toBeNull();
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe(step?.title);
  });
});
