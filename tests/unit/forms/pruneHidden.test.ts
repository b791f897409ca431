import { describe, expect, it } from 'vitest';
import { effectiveShape } from '../../../src/engine/forms/effectiveShape.ts';
import { pruneHidden } from '../../../src/engine/forms/pruneHidden.ts';
import { toJsonObject } from '../../../src/engine/forms/toJsonObject.ts';
import { completeData, forms } from './formFixtures.ts';

const buyer = forms['buyer-profile'].schema;
const data = completeData['buyer-profile'];

describe('otherIndustry on the buyer profile', () => {
  it('is shown only when Other is among the industries', () => {
    expect(Object.keys(effectiveShape(buyer, data).properties)).not.toContain('otherIndustry');
    expect(Object.keys(effectiveShape(buyer, { ...data, industries: [] }).properties)).not.toContain('otherIndustry');
    expect(Object.keys(effectiveShape(buyer, { ...data, industries: ['Retail', 'Other'] }).properties)).toContain(
      'otherIndustry',
    );
  });

  it('is never required', () => {
    expect(effectiveShape(buyer, { ...data, industries: ['Other'] }).required).not.toContain('otherIndustry');
  });

  it('is dropped from stored data unless Other is chosen', () => {
    expect(pruneHidden(buyer, { ...data, industries: ['Retail'], otherIndustry: 'Boats' })).toEqual({
      ...data,
      industries: ['Retail'],
    });
    expect(pruneHidden(buyer, { ...data, industries: ['Retail', 'Other'], otherIndustry: 'Boats' })).toEqual({
      ...data,
      industries: ['Retail', 'Other'],
      otherIndustry: 'Boats',
    });
  });

  it('leaves forms without conditions alone', () => {
    const company = completeData['company-profile'];
    expect(pruneHidden(forms['company-profile'].schema, { ...company, extra: 1 })).toEqual({ ...company, extra: 1 });
  });
});

describe('pruneHidden on nested and allOf conditions', () => {
  const schema = {
    type: 'object',
    properties: {
      inner: {
        type: 'object',
        properties: { on: { type: 'boolean' } },
        allOf: [
          {
            if: { properties: { on: { const: true } }, required: ['on'] },
            then: { properties: { why: { type: 'string' } } },
          },
        ],
      },
    },
  };

  it('prunes inside nested objects against their own schema', () => {
    expect(pruneHidden(schema, { inner: { on: false, why: 'x' } })).toEqual({ inner: { on: false } });
    expect(pruneHidden(schema, { inner: { on: true, why: 'x' } })).toEqual({ inner: { on: true, why: 'x' } });
  });
});

describe('toJsonObject', () => {
  it('drops undefined values (emptied fields) and keeps everything JSON can hold', () => {
    expect(toJsonObject({ a: 'x', b: undefined, c: ['y'], d: { e: undefined, f: 0 }, g: null, h: false })).toEqual({
      a: 'x',
      c: ['y'],
      d: { f: 0 },
      g: null,
      h: false,
    });
    expect(Object.keys(toJsonObject({ a: undefined }))).toEqual([]);
  });
});
