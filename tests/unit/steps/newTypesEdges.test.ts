/**
 * The edges of the newer step types' models that no walk reaches: a fresh step starts unanswered,
 * and an answer of the wrong shape (tampered storage) describes as nothing rather than throwing.
 */
import { describe, expect, it } from 'vitest';
import type { Answer, Step } from '../../../src/engine/content/types.ts';
import { dropdownAuthoring } from '../../../src/engine/steps/authoring/dropdown.ts';
import { modelFor } from '../../../src/engine/steps/registry.ts';
import { confidence, contactEmail, country, hasCofounder, launchDate, recommend, teamCount } from './fixtures.ts';

const steps: Step[] = [teamCount, contactEmail, launchDate, confidence, recommend, hasCofounder, country];

describe('the newer step types at their edges', () => {
  it.each(steps.map((step) => [step.type, step] as const))(
    '%s starts unanswered and describes a wrong shape as nothing',
    (_type, step) => {
      const model = modelFor(step);
      expect(model.initialAnswer(step)).toBeUndefined();
      for (const wrong of [{ min: 1, max: 2 }, ['a'], 'zz', 99.5] as unknown as Answer[])
        if (!model.isAnswer(wrong)) expect(model.describe(step, wrong)).toBe('');
    },
  );

  it('samples no dropdown answer when no option is declared (the schema asks for two)', () => {
    expect(dropdownAuthoring.sampleAnswer({ ...country, options: [] })).toBe('');
  });
});
