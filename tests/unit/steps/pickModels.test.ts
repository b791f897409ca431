import { describe, expect, it } from 'vitest';
import { dropdownModel } from '../../../src/engine/steps/dropdown.ts';
import { npsModel } from '../../../src/engine/steps/nps.ts';
import { ratingModel } from '../../../src/engine/steps/rating.ts';
import { yesnoModel } from '../../../src/engine/steps/yesno.ts';
import { confidence, country, hasCofounder, messages, recommend, REQUIRED } from './fixtures.ts';

describe('ratingModel', () => {
  it('accepts the whole numbers 1 to its scale and nothing else', () => {
    for (const point of [1, 3, 5]) expect(ratingModel.validate(confidence, point, messages)).toBeNull();
    for (const wrong of [0, 6, 2.5, undefined])
      expect(ratingModel.validate(confidence, wrong, messages)).toBe(REQUIRED);
  });

  it('restores only points of the scale', () => {
    expect(ratingModel.restore(confidence, 4)).toEqual({ ok: true, answer: 4 });
    expect(ratingModel.restore(confidence, 7)).toEqual({ ok: false, reason: 'it is not a whole number from 1 to 5' });
    expect(ratingModel.restore(confidence, '4').ok).toBe(false);
  });

  it('describes the point with what the ends mean', () => {
    expect(ratingModel.describe(confidence, 4)).toBe('4 / 5 (1 = Not at all, 5 = Completely)');
    expect(ratingModel.initialAnswer(confidence)).toBeUndefined();
  });
});

describe('npsModel', () => {
  it('accepts 0 to 10', () => {
    expect(npsModel.validate(recommend, 0, messages)).toBeNull();
    expect(npsModel.validate(recommend, 10, messages)).toBeNull();
    expect(npsModel.validate(recommend, 11, messages)).toBe(REQUIRED);
    expect(npsModel.validate(recommend, -1, messages)).toBe(REQUIRED);
  });

  it('restores and describes on the 0–10 scale', () => {
    expect(npsModel.restore(recommend, 0)).toEqual({ ok: true, answer: 0 });
    expect(npsModel.restore(recommend, 10.5).ok).toBe(false);
    expect(npsModel.describe(recommend, 9)).toBe('9 / 10 (0 = Not at all likely, 10 = Extremely likely)');
  });
});

describe('yesnoModel', () => {
  it('takes No as an answer like Yes; only no choice is missing', () => {
    expect(yesnoModel.validate(hasCofounder, true, messages)).toBeNull();
    expect(yesnoModel.validate(hasCofounder, false, messages)).toBeNull();
    expect(yesnoModel.validate(hasCofounder, undefined, messages)).toBe(REQUIRED);
    expect(yesnoModel.validate({ ...hasCofounder, requiredMessage: 'Yes or no?' }, undefined, messages)).toBe(
      'Yes or no?',
    );
  });

  it('restores booleans only, and describes with the step’s own words', () => {
    expect(yesnoModel.restore(hasCofounder, false)).toEqual({ ok: true, answer: false });
    expect(yesnoModel.restore(hasCofounder, 'yes')).toEqual({ ok: false, reason: 'it is not true or false' });
    expect(yesnoModel.describe(hasCofounder, true)).toBe('Yes');
    expect(yesnoModel.describe(hasCofounder, false)).toBe('Not yet');
  });
});

describe('dropdownModel', () => {
  it('requires one declared option', () => {
    expect(dropdownModel.validate(country, 'fr', messages)).toBeNull();
    expect(dropdownModel.validate(country, 'xx', messages)).toBe(REQUIRED);
    expect(dropdownModel.validate(country, undefined, messages)).toBe(REQUIRED);
  });

  it('restores declared values only and describes by label', () => {
    expect(dropdownModel.restore(country, 'us')).toEqual({ ok: true, answer: 'us' });
    expect(dropdownModel.restore(country, 'xx').ok).toBe(false);
    expect(dropdownModel.describe(country, 'us')).toBe('United States');
  });
});
