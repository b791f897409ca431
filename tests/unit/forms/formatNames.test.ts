import { customizeValidator } from '@rjsf/validator-ajv8';
import { COLOR_FORMAT_REGEX, DATA_URL_FORMAT_REGEX } from '@rjsf/validator-ajv8/lib/createAjvInstance.js';
import { describe, expect, it } from 'vitest';
import { formatNames } from '../../../src/engine/forms/formatNames.ts';
import { ajvFormats } from '../../../src/engine/validation/ajvFormats.ts';

describe('formatNames', () => {
  it('is exactly the set of formats the forms’ validator checks', () => {
    const { ajv } = customizeValidator();
    expect([...formatNames].sort()).toEqual(Object.keys(ajv.formats).sort());
  });

  it('is exactly the set the precompiled validators read their formats from, rjsf’s two as rjsf writes them', () => {
    expect([...formatNames].sort()).toEqual(Object.keys(ajvFormats).sort());
    expect(ajvFormats.color).toEqual(COLOR_FORMAT_REGEX);
    expect(ajvFormats['data-url']).toEqual(DATA_URL_FORMAT_REGEX);
  });
});
