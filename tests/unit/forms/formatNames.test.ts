import { customizeValidator } from '@rjsf/validator-ajv8';
import { describe, expect, it } from 'vitest';
import { formatNames } from '../../../src/engine/forms/formatNames.ts';

describe('formatNames', () => {
  it('is exactly the set of formats the forms’ validator checks', () => {
    const { ajv } = customizeValidator();
    expect([...formatNames].sort()).toEqual(Object.keys(ajv.formats).sort());
  });
});
