import { describe, expect, it } from 'vitest';
import { fileLabel, nodeTrail } from '../../../src/studio/model/nodeLabel.ts';

const flow = {
  kind: 'flow',
  card: { id: 'plan', title: 'Plan a Trip' },
  screens: [{ id: 'brief', title: 'Trip Brief', steps: [{ id: 'where' }, { type: 'text' }] }],
};
const form = { kind: 'form', schema: { properties: { ownerEmail: { title: 'Owner email' }, age: {} } } };

describe('how the Studio names files and nodes', () => {
  it('names a file by its card or title, else by its id in words', () => {
    expect(fileLabel('extra/flows/plan.yaml', flow)).toBe('Plan a Trip');
    expect(fileLabel('flows/pages/privacy.yaml', { kind: 'page', title: 'Privacy' })).toBe('Privacy');
    expect(fileLabel('schemas/forms/launch-brief.json', form)).toBe('Launch brief');
    expect(fileLabel('prompts/launch.yaml', undefined)).toBe('Launch');
  });

  it('says where a node sits in words, never as a path', () => {
    expect(nodeTrail('flows/plan.yaml', flow, [])).toEqual(['Plan a Trip']);
    expect(nodeTrail('flows/plan.yaml', flow, ['screens', 0, 'steps', 0])).toEqual([
      'Plan a Trip',
      'Trip Brief',
      'where',
    ]);
    expect(nodeTrail('flows/plan.yaml', flow, ['screens', 0, 'steps', 1])).toEqual([
      'Plan a Trip',
      'Trip Brief',
      'Item 2',
    ]);
    expect(nodeTrail('schemas/forms/brief.json', form, ['schema', 'properties', 'ownerEmail'])).toEqual([
      'Brief',
      'Owner email',
    ]);
    expect(nodeTrail('schemas/forms/brief.json', form, ['schema', 'properties', 'age'])).toEqual(['Brief', 'age']);
  });
});
