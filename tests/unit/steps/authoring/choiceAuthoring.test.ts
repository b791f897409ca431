import { describe, expect, it } from 'vitest';
import { checkboxAuthoring } from '../../../../src/engine/steps/authoring/checkbox.ts';
import { radioAuthoring } from '../../../../src/engine/steps/authoring/radio.ts';
import { checkboxModel } from '../../../../src/engine/steps/checkbox.ts';
import { radioModel } from '../../../../src/engine/steps/radio.ts';
import { businessModel, messages, teamSize } from '../fixtures.ts';

describe('radioAuthoring', () => {
  it('samples an answer that passes validation', () => {
    expect(radioModel.validate(teamSize, radioAuthoring.sampleAnswer(teamSize), messages)).toBeNull();
  });

  it('flags blank and duplicate option values', () => {
    const step = {
      ...teamSize,
      options: [
        { value: 'a', label: 'A' },
        { value: 'a', label: 'B' },
        { value: ' ', label: 'C' },
      ],
    };
    expect(radioAuthoring.checkDeclaration(step).map(([p]) => p)).toEqual(['/options/1/value', '/options/2/value']);
    expect(radioAuthoring.checkDeclaration(teamSize)).toEqual([]);
  });
});

describe('checkboxAuthoring', () => {
  it('samples as many options as minSelected asks for', () => {
    const step = { ...businessModel, minSelected: 2 };
    expect(checkboxAuthoring.sampleAnswer(step)).toHaveLength(2);
    expect(checkboxModel.validate(step, checkboxAuthoring.sampleAnswer(step), messages)).toBeNull();
  });

  it('flags an impossible minSelected', () => {
    expect(checkboxAuthoring.checkDeclaration({ ...businessModel, minSelected: 4 }).map(([p]) => p)).toEqual([
      '/minSelected',
    ]);
    expect(checkboxAuthoring.checkDeclaration({ ...businessModel, minSelected: 3 })).toEqual([]);
  });
});
