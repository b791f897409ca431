/**
 * The one reader of declared URL parameters (src/engine/params/urlParams.ts) the browser and the
 * server share, both ways: each type's values kept and refused, unknown names ignored in an
 * address and refused in a body, never a throw; and the session views rules read them through.
 */
import { describe, expect, it } from 'vitest';
import {
  checkParams,
  defaultParamMaxLength,
  flowSession,
  paramsKey,
  paramsValidator,
  paramValue,
  readUrlParams,
  withParams,
  type ParamDeclarations,
} from '../../../src/engine/params/urlParams.ts';

const declared: ParamDeclarations = {
  source: { type: 'choice', options: ['newsletter', 'partner'], description: 'Where the visitor came from.' },
  budget: { type: 'number', min: 0, max: 1000, description: 'A preselected budget.' },
  campaign: { type: 'text', maxLength: 8, description: 'A campaign name.' },
  note: { type: 'text', description: 'Free text, default limit.' },
  count: { type: 'number', description: 'Unbounded.' },
};

describe('paramValue checks one value against its declaration', () => {
  it('keeps a choice among its options and refuses any other', () => {
    expect(paramValue(declared.source!, ' partner ')).toEqual({ ok: true, value: 'partner' });
    expect(paramValue(declared.source!, 'spam')).toEqual({
      ok: false,
      reason: 'is not one of "newsletter", "partner"',
    });
    expect(paramValue({ type: 'choice', description: 'no options' }, 'x')).toMatchObject({ ok: false });
  });

  it('keeps a number within its bounds, from text or a number, and refuses anything else', () => {
    expect(paramValue(declared.budget!, '250.5')).toEqual({ ok: true, value: 250.5 });
    expect(paramValue(declared.budget!, 40)).toEqual({ ok: true, value: 40 });
    expect(paramValue(declared.budget!, '-1')).toEqual({ ok: false, reason: 'is below 0' });
    expect(paramValue(declared.budget!, '1001')).toEqual({ ok: false, reason: 'is above 1000' });
    expect(paramValue(declared.budget!, '1e3')).toEqual({ ok: false, reason: 'is not a number' });
    expect(paramValue(declared.budget!, Number.POSITIVE_INFINITY)).toEqual({ ok: false, reason: 'is not a number' });
    expect(paramValue(declared.budget!, true)).toEqual({ ok: false, reason: 'is not a number' });
    expect(paramValue(declared.count!, '-99999')).toEqual({ ok: true, value: -99999 });
  });

  it('keeps text up to its limit (200 without one), trimmed, and refuses empty, longer or non-text values', () => {
    expect(paramValue(declared.campaign!, ' spring ')).toEqual({ ok: true, value: 'spring' });
    expect(paramValue(declared.campaign!, 'springtime')).toEqual({
      ok: false,
      reason: 'is longer than 8 characters',
    });
    expect(paramValue(declared.note!, 'x'.repeat(defaultParamMaxLength))).toMatchObject({ ok: true });
    expect(paramValue(declared.note!, 'x'.repeat(defaultParamMaxLength + 1))).toMatchObject({ ok: false });
    expect(paramValue(declared.note!, '   ')).toEqual({ ok: false, reason: 'is empty' });
    expect(paramValue(declared.note!, 5)).toEqual({ ok: false, reason: 'is not text' });
  });
});

describe('readUrlParams reads an address once', () => {
  it('keeps the declared values, ignores names the flow does not declare, and drops bad values with a reason', () => {
    expect(readUrlParams(declared, '?source=partner&budget=500&utm_source=mail&campaign=toolongvalue')).toEqual({
      params: { source: 'partner', budget: 500 },
      problems: ['the URL parameter "campaign" "toolongvalue" is longer than 8 characters'],
    });
  });

  it('takes the first of a name given twice, and decodes the address', () => {
    expect(readUrlParams(declared, 'note=caf%C3%A9%20bar&note=second')).toEqual({
      params: { note: 'café bar' },
      problems: [],
    });
  });

  it('says nothing was there when the address names no declared parameter, or the flow declares none', () => {
    expect(readUrlParams(declared, '?utm_source=mail')).toBeUndefined();
    expect(readUrlParams(declared, '')).toBeUndefined();
    expect(readUrlParams(undefined, '?source=partner')).toBeUndefined();
  });

  it('shortens a long refused value in its reason', () => {
    const long = 'y'.repeat(60);
    expect(readUrlParams(declared, `?source=${long}`)?.problems[0]).toBe(
      `the URL parameter "source" "${'y'.repeat(40)}…" is not one of "newsletter", "partner"`,
    );
  });
});

describe('checkParams checks a body or a stored value', () => {
  it('refuses an undeclared name and a value of the wrong kind, without throwing', () => {
    expect(checkParams(declared, { source: 'partner', referrer: 'x', budget: { n: 1 } })).toEqual({
      params: { source: 'partner' },
      problems: [
        '"referrer" is not a URL parameter of this flow',
        'the URL parameter "budget" {"n":1} is not a number',
      ],
    });
    expect(checkParams(declared, { budget: undefined }).problems).toEqual([
      'the URL parameter "budget" undefined is not a number',
    ]);
    expect(checkParams(undefined, { source: 'partner' }).problems).toEqual([
      '"source" is not a URL parameter of this flow',
    ]);
  });

  it('refuses parameters that are not an object, and takes nothing sent as none', () => {
    expect(checkParams(declared, ['partner'])).toEqual({
      params: {},
      problems: ['the URL parameters are not an object'],
    });
    expect(checkParams(declared, undefined)).toEqual({ params: {}, problems: [] });
  });
});

describe('the session keeps them beside the flow and rules read them as params', () => {
  it('keys them by flow, where no store key can be', () => {
    expect(paramsKey('qualify')).toBe('qualify:params');
  });

  it('puts them under `params` when there are any, and leaves the stores as they are otherwise', () => {
    const stores = { qualifyAnswers: { step: 0, answers: {} } };
    expect(withParams(stores, { source: 'partner' })).toEqual({ ...stores, params: { source: 'partner' } });
    expect(withParams(stores, undefined)).toBe(stores);
    const slots = { ...stores, 'qualify:params': { source: 'partner' }, 'other:params': { source: 'event' } };
    expect(flowSession(slots, 'qualify')).toMatchObject({ params: { source: 'partner' } });
    expect(flowSession(stores, 'qualify')).toBe(stores);
  });

  it('re-checks stored parameters on reading the session, dropping a refused one with a note', () => {
    const validate = paramsValidator(declared);
    expect(validate({ source: 'partner', budget: 5000 })).toEqual({
      ok: true,
      value: { source: 'partner' },
      notes: ['dropped: the URL parameter "budget" 5000 is above 1000'],
    });
    expect(validate('partner')).toEqual({ ok: false, reason: 'it is not an object' });
  });
});
