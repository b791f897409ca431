import { describe, expect, it } from 'vitest';
import type { Step } from '../../../src/engine/content/types.ts';
import { authoringFor, stepAuthoring } from '../../../src/engine/steps/authoring/registry.ts';
import { modelFor, stepModels } from '../../../src/engine/steps/registry.ts';
import { stepViews } from '../../../src/ui/steps/registry.ts';
import {
  askingPrice,
  businessModel,
  confidence,
  contactEmail,
  country,
  hasCofounder,
  launchDate,
  recommend,
  teamCount,
  teamSize,
  textStep,
} from './fixtures.ts';

describe('step registries', () => {
  it('register exactly the same step types for models, authoring sides and views', () => {
    expect(Object.keys(stepViews).sort()).toEqual(Object.keys(stepModels).sort());
    expect(Object.keys(stepAuthoring).sort()).toEqual(Object.keys(stepModels).sort());
    expect(Object.keys(stepModels).sort()).toEqual([
      'checkbox',
      'date',
      'dropdown',
      'email',
      'nps',
      'number',
      'radio',
      'range',
      'rating',
      'text',
      'yesno',
    ]);
  });

  it('file each model and authoring side under its own type', () => {
    for (const [type, model] of Object.entries(stepModels)) expect(model.type).toBe(type);
    for (const [type, authoring] of Object.entries(stepAuthoring)) expect(authoring.type).toBe(type);
  });

  it('modelFor and authoringFor return the entry matching the step type', () => {
    const steps: Step[] = [
      textStep,
      askingPrice,
      teamSize,
      businessModel,
      teamCount,
      contactEmail,
      launchDate,
      confidence,
      recommend,
      hasCofounder,
      country,
    ];
    for (const step of steps) {
      expect(modelFor(step)).toBe(stepModels[step.type]);
      expect(authoringFor(step)).toBe(stepAuthoring[step.type]);
    }
  });
});
