import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { flattenSchema, schemaAt } from '../../../src/studio/model/flattenSchema.ts';
import { newFollowUp, questionIds } from '../../../src/studio/model/followUps.ts';
import { inlineRefs, reopenRecursion } from '../../../src/studio/model/inlineRefs.ts';
import { nodeTrail } from '../../../src/studio/model/nodeLabel.ts';

const folder = join(import.meta.dirname, '../../../schemas/content');
const schemas: Record<string, object> = Object.fromEntries(
  readdirSync(folder).map((name) => [name, JSON.parse(readFileSync(join(folder, name), 'utf8')) as object]),
);
const region = { value: 'Specific region (please specify)', label: 'Specific region (please specify)' };
const steps = [
  {
    id: 'location',
    type: 'radio',
    title: 'Location',
    options: [
      {
        value: 'Remote only',
        label: 'Remote only',
        followUp: { id: 'location-specific-region-please', type: 'text', title: 'Why?' },
      },
      region,
    ],
  },
  'not a step',
];

describe('follow-ups per option', () => {
  it('lists every answer key of a questionnaire, follow-ups included', () => {
    expect(questionIds(steps)).toEqual(['location', 'location-specific-region-please']);
  });

  it('makes a text question with an unused id from the step and the option, titled by the option', () => {
    expect(newFollowUp(steps[0], region, questionIds(steps))).toEqual({
      id: 'location-specific-region-please-2',
      type: 'text',
      title: 'More about “Specific region (please specify)”',
    });
    expect(newFollowUp(undefined, { value: '%%' }, [])).toEqual({
      id: 'question-option',
      type: 'text',
      title: 'More about “%%”',
    });
  });

  it('is named in the trail after its option, and opens with a step’s whole schema', () => {
    const flow = { screens: [{ id: 'q', type: 'questionnaire', title: 'Q', store: 's', steps }] };
    const path = ['screens', 0, 'steps', 0, 'options', 0, 'followUp'];
    expect(nodeTrail('flows/f.yaml', flow, path)).toEqual(['F', 'Q', 'Location', 'Remote only', 'Why?']);
    const declared = schemaAt(inlineRefs(schemas, 'flow.schema.json'), flow, path);
    const reopened = reopenRecursion(schemas, declared);
    expect(reopened).toBeDefined();
    expect(
      Object.keys(flattenSchema(reopened ?? {}, { id: 'why', type: 'text', title: 'Why?' }).properties ?? {}),
    ).toContain('minLength');
    expect(reopenRecursion(schemas, { type: 'object' })).toBeUndefined();
  });
});
