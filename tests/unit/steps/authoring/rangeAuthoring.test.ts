import { describe, expect, it } from 'vitest';
import { rangeAuthoring } from '../../../../src/engine/steps/authoring/range.ts';
import { rangeModel } from '../../../../src/engine/steps/range.ts';
import { askingPrice, messages } from '../fixtures.ts';

describe('rangeAuthoring', () => {
  it('samples the declared default, as a copy that passes validation', () => {
    const sample = rangeAuthoring.sampleAnswer(askingPrice);
    expect(sample).toEqual(askingPrice.default);
    expect(sample).not.toBe(askingPrice.default);
    expect(rangeModel.validate(askingPrice, sample, messages)).toBeNull();
  });

  it('accepts a sound declaration', () => {
    expect(rangeAuthoring.checkDeclaration(askingPrice)).toEqual([]);
    expect(rangeAuthoring.checkDeclaration({ ...askingPrice, histogram: Array(50).fill(1) })).toEqual([]);
  });

  it.each([
    ['default max above the bounds', { default: { min: 0, max: 3_000_000 } }, '/default/max'],
    ['default min below the bounds', { min: 1000, default: { min: 0, max: 2_000_000 } }, '/default/min'],
    ['default crossed', { default: { min: 500_000, max: 100_000 } }, '/default'],
    ['bounds not increasing', { min: 10, max: 10, default: { min: 10, max: 10 } }, '/max'],
    ['histogram of the wrong length', { histogram: [1, 2, 3] }, '/histogram'],
    ['negative bar', { histogram: [...Array<number>(49).fill(1), -1] }, '/histogram/49'],
  ])('flags %s', (_label, change, path) => {
    const problems = rangeAuthoring.checkDeclaration({ ...askingPrice, ...change });
    expect(problems.map(([p]) => p)).toContain(path);
  });
});

describe('a range default outside its bounds', () => {
  it('names the bound it crosses', () => {
    expect(rangeAuthoring.checkDeclaration({ ...askingPrice, default: { min: 0, max: 3_000_000 } })).toEqual([
      ['/default/max', "default max 3000000 is above the range's max 2000000; it must lie within 0–2000000"],
    ]);
    expect(rangeAuthoring.checkDeclaration({ ...askingPrice, min: 1000, default: { min: 500, max: 5000 } })).toEqual([
      ['/default/min', "default min 500 is below the range's min 1000; it must lie within 1000–2000000"],
    ]);
  });
});
