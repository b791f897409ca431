import { describe, expect, it } from 'vitest';
import { textAuthoring } from '../../../../src/engine/steps/authoring/text.ts';
import { textModel } from '../../../../src/engine/steps/text.ts';
import { messages, textStep } from '../fixtures.ts';

describe('textAuthoring', () => {
  it('samples an answer that passes validation, padded to minLength', () => {
    const step = { ...textStep, minLength: 40 };
    expect(textModel.validate(step, textAuthoring.sampleAnswer(step), messages)).toBeNull();
  });

  it('flags a non-positive minLength in the declaration', () => {
    expect(textAuthoring.checkDeclaration({ ...textStep, minLength: 0 })).toEqual([['/minLength', expect.any(String)]]);
    expect(textAuthoring.checkDeclaration({ ...textStep, minLength: 3 })).toEqual([]);
  });

  it('flags a maxLength below the minLength', () => {
    expect(textAuthoring.checkDeclaration({ ...textStep, minLength: 40, maxLength: 20 })).toEqual([
      ['/maxLength', 'maxLength 20 is below minLength 40'],
    ]);
    expect(textAuthoring.checkDeclaration({ ...textStep, minLength: 20, maxLength: 40 })).toEqual([]);
  });
});
