import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../src/engine/content/types.ts';
import { isFormComplete } from '../../../src/engine/forms/isFormComplete.ts';
import { completeData, forms, type FormId } from './formFixtures.ts';

const ids = Object.keys(forms) as FormId[];

function without(data: JsonObject, key: string): JsonObject {
  const { [key]: _dropped, ...rest } = data;
  return rest;
}

function requiredOf(id: FormId): string[] {
  const required = forms[id].schema.required;
  return Array.isArray(required) ? required.filter((name): name is string => typeof name === 'string') : [];
}

describe('isFormComplete on the shipped forms', () => {
  it.each(ids)('%s: complete data is complete', (id) => {
    expect(isFormComplete(forms[id].schema, completeData[id])).toBe(true);
  });

  it.each(ids)('%s: each required field missing, blank or whitespace-only makes it incomplete', (id) => {
    const data = completeData[id];
    for (const name of requiredOf(id)) {
      expect(isFormComplete(forms[id].schema, without(data, name)), `${name} missing`).toBe(false);
      expect(isFormComplete(forms[id].schema, { ...data, [name]: '' }), `${name} empty`).toBe(false);
      expect(isFormComplete(forms[id].schema, { ...data, [name]: ' \t\n ' }), `${name} whitespace`).toBe(false);
    }
  });

  it('rejects anything that is not an object', () => {
    expect(isFormComplete(forms['product-idea'].schema, null)).toBe(false);
    expect(isFormComplete(forms['product-idea'].schema, 'notes')).toBe(false);
  });

  it('company profile: the spec fields exactly, with stage and hasTechnicalCofounder chosen from their options', () => {
    const { schema } = forms['company-profile'];
    const data = completeData['company-profile'];
    expect(requiredOf('company-profile').sort()).toEqual([
      'companyEmail',
      'companyName',
      'companyStructure',
      'founderName',
      'fundraisingAmount',
      'hasTechnicalCofounder',
      'stage',
    ]);
    expect(isFormComplete(schema, without(data, 'hasTechnicalCofounder'))).toBe(false);
    expect(isFormComplete(schema, { ...data, hasTechnicalCofounder: 'maybe' })).toBe(false);
    expect(isFormComplete(schema, { ...data, stage: 'series-b' })).toBe(false);
    expect(isFormComplete(schema, { ...data, stage: 'growth', hasTechnicalCofounder: 'no' })).toBe(true);
    // Only emptiness counts: the email has no format check (spec §5).
    expect(isFormComplete(schema, { ...data, companyEmail: 'not an email' })).toBe(true);
  });

  it('buyer profile: every listed field but otherIndustry is required', () => {
    expect(requiredOf('buyer-profile').sort()).toEqual([
      'businessExperience',
      'email',
      'experienceLevel',
      'financingMethod',
      'fullName',
      'industries',
      'investmentRange',
      'phone',
      'preferredLocation',
      'previousAcquisitions',
      'timeframe',
    ]);
  });

  it('buyer profile: a missing or unknown enum choice is incomplete', () => {
    const { schema } = forms['buyer-profile'];
    const data = completeData['buyer-profile'];
    for (const name of ['experienceLevel', 'previousAcquisitions', 'investmentRange', 'timeframe', 'financingMethod']) {
      expect(isFormComplete(schema, without(data, name)), `${name} missing`).toBe(false);
      expect(isFormComplete(schema, { ...data, [name]: 'whatever' }), `${name} unknown`).toBe(false);
    }
    expect(
      isFormComplete(schema, {
        ...data,
        investmentRange: '5m+',
        timeframe: 'long',
        previousAcquisitions: 'three_plus',
      }),
    ).toBe(true);
  });

  it('buyer profile: industries needs at least one known industry', () => {
    const { schema } = forms['buyer-profile'];
    const data = completeData['buyer-profile'];
    expect(isFormComplete(schema, { ...data, industries: [] })).toBe(false);
    expect(isFormComplete(schema, { ...data, industries: ['Underwater basket weaving'] })).toBe(false);
    expect(isFormComplete(schema, { ...data, industries: ['Retail', 'Entertainment & Media'] })).toBe(true);
  });

  it('buyer profile: otherIndustry is never required, even with Other chosen', () => {
    const { schema } = forms['buyer-profile'];
    const data = completeData['buyer-profile'];
    expect(isFormComplete(schema, { ...data, industries: ['Other'] })).toBe(true);
    expect(isFormComplete(schema, { ...data, industries: ['Other'], otherIndustry: '' })).toBe(true);
    expect(isFormComplete(schema, { ...data, industries: ['Retail'], otherIndustry: 'ignored' })).toBe(true);
  });
});

describe('isFormComplete on schema shapes beyond the shipped forms', () => {
  const conditional = {
    type: 'object',
    required: ['kind'],
    properties: { kind: { type: 'string', enum: ['a', 'b'] } },
    allOf: [
      {
        if: { required: ['kind'], properties: { kind: { const: 'b' } } },
        then: { required: ['detail'], properties: { detail: { type: 'string' } } },
      },
    ],
  };

  it('counts a field a condition requires only while the condition holds', () => {
    expect(isFormComplete(conditional, { kind: 'a' })).toBe(true);
    expect(isFormComplete(conditional, { kind: 'b' })).toBe(false);
    expect(isFormComplete(conditional, { kind: 'b', detail: '  ' })).toBe(false);
    expect(isFormComplete(conditional, { kind: 'b', detail: 'yes' })).toBe(true);
  });

  const nested = {
    type: 'object',
    required: ['person'],
    properties: {
      person: {
        type: 'object',
        required: ['name'],
        properties: { name: { type: 'string' }, nickname: { type: 'string' } },
      },
      optional: { type: 'object', required: ['x'], properties: { x: { type: 'string' } } },
    },
  };

  it('recurses into required nested objects only', () => {
    expect(isFormComplete(nested, {})).toBe(false);
    expect(isFormComplete(nested, { person: {} })).toBe(false);
    expect(isFormComplete(nested, { person: { name: ' ' } })).toBe(false);
    expect(isFormComplete(nested, { person: { name: 'Ada' } })).toBe(true);
    expect(isFormComplete(nested, { person: { name: 'Ada' }, optional: {} })).toBe(true);
  });

  it('accepts numbers and booleans as filled, but not NaN', () => {
    const schema = {
      type: 'object',
      required: ['n', 'b'],
      properties: { n: { type: 'number' }, b: { type: 'boolean' } },
    };
    expect(isFormComplete(schema, { n: 0, b: false })).toBe(true);
    expect(isFormComplete(schema, { n: Number.NaN, b: false })).toBe(false);
    expect(isFormComplete(schema, { n: 1 })).toBe(false);
  });
});

describe('a required list', () => {
  const schema = {
    type: 'object',
    required: ['cofounders', 'markets'],
    properties: {
      cofounders: {
        type: 'array',
        minItems: 2,
        items: {
          type: 'object',
          required: ['name'],
          properties: { name: { type: 'string' }, fullTime: { type: 'boolean' } },
        },
      },
      markets: { type: 'array', items: { type: 'string' } },
    },
  };

  it('is complete with minItems complete items and no blank line', () => {
    expect(isFormComplete(schema, { cofounders: [{ name: 'Ada' }, { name: 'Grace' }], markets: ['DE'] })).toBe(true);
  });

  it('is incomplete below minItems, with an item missing a required field, or with a blank string item', () => {
    expect(isFormComplete(schema, { cofounders: [{ name: 'Ada' }], markets: ['DE'] })).toBe(false);
    expect(isFormComplete(schema, { cofounders: [{ name: 'Ada' }, { fullTime: true }], markets: ['DE'] })).toBe(false);
    expect(isFormComplete(schema, { cofounders: [{ name: 'Ada' }, { name: 'Grace' }], markets: ['DE', ' '] })).toBe(
      false,
    );
    expect(isFormComplete(schema, { cofounders: [{ name: 'Ada' }, { name: 'Grace' }], markets: [] })).toBe(false);
  });
});
