/**
 * One implementation per format a person types (email, web address, date): the email and date
 * steps, a form's validator as the build precompiles it for the browser, and the same validator
 * compiled at run time on the server all decide with src/engine/values/formatChecks.ts.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormContent } from '../../../src/engine/content/types.ts';
import { dateModel } from '../../../src/engine/steps/date.ts';
import { emailModel } from '../../../src/engine/steps/email.ts';
import { compileAtRunTime, formValidatorAtRunTime } from '../../../src/engine/validation/compileAtRunTime.ts';
import { formatChecks } from '../../../src/engine/values/formatChecks.ts';
import { isWebAddress } from '../../../src/engine/values/isWebAddress.ts';
import { flowValidatorsCode, formValidatorCode } from '../../../tools/validators/compileValidators.ts';
import { messages } from '../steps/fixtures.ts';

const emails = {
  valid: ['ada@example.com', 'first.last+tag@sub.example.co.uk', 'jane..doe@example.com', "o'neil@example.ie"],
  invalid: ['jane@', 'jane@example', '@example.com', 'jane doe@example.com', 'jane@-example.com', 'jane@exa_mple.com'],
};
const webAddresses = {
  valid: ['https://example.com', 'http://www.example.co.uk/pricing?plan=pro#top', 'https://shop.example.com:8443/a'],
  invalid: [
    'example.com',
    'ftp://example.com',
    'https://localhost',
    'https://exa mple.com',
    'mailto:ada@example.com',
    'https://',
  ],
};
const dates = {
  valid: ['2026-02-28', '2024-02-29', '1999-12-31'],
  invalid: ['2026-02-30', '2025-02-29', '26-02-01', '2026-2-1', '2026-13-01', 'tomorrow'],
};

const cases = [
  ['email', emails],
  ['uri', webAddresses],
  ['url', webAddresses],
  ['date', dates],
] as const;

const form: FormContent = {
  id: 'format-probe',
  kind: 'form',
  schema: {
    type: 'object',
    properties: {
      email: { type: 'string', format: 'email' },
      uri: { type: 'string', format: 'uri' },
      url: { type: 'string', format: 'url' },
      date: { type: 'string', format: 'date' },
    },
  },
};

/** The form's validator exactly as the browser runs it: the build's generated module, imported. */
async function precompiledValidator() {
  const folder = mkdtempSync(join(tmpdir(), 'format-probe-'));
  const file = join(folder, 'validator.js');
  writeFileSync(file, formValidatorCode(form));
  const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { default: ValidatorFunctions };
  return createPrecompiledValidator(module.default, form.schema as RJSFSchema);
}

function formatErrors(validator: ValidatorType, field: string, value: string) {
  return validator
    .validateFormData({ [field]: value }, form.schema as RJSFSchema)
    .errors.filter((error) => error.name === 'format');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('format checks', () => {
  it.each(cases)('%s: the app’s check accepts the valid and refuses the invalid', (name, samples) => {
    for (const text of samples.valid) expect(formatChecks[name](text), text).toBe(true);
    for (const text of samples.invalid) expect(formatChecks[name](text), text).toBe(false);
  });

  it('a web address is at most 2,000 characters', () => {
    expect(isWebAddress(`https://example.com/${'a'.repeat(1980)}`)).toBe(true);
    expect(isWebAddress(`https://example.com/${'a'.repeat(1981)}`)).toBe(false);
  });

  it('the email and date steps decide with the same checks', () => {
    const email = { id: 'email', type: 'email', title: 'Email' } as const;
    for (const text of emails.valid) expect(emailModel.validate(email, text, messages), text).toBeNull();
    for (const text of emails.invalid)
      expect(emailModel.validate(email, text, messages), text).toBe(messages.emailInvalid);
    const date = { id: 'date', type: 'date', title: 'Date' } as const;
    for (const text of dates.valid) expect(dateModel.validate(date, text, messages), text).toBeNull();
    for (const text of dates.invalid) expect(dateModel.validate(date, text, messages), text).not.toBeNull();
  });

  it.each(cases)(
    '%s: a form field decides the same, precompiled for the browser and compiled on the server',
    async (name, samples) => {
      const validators = [await precompiledValidator(), formValidatorAtRunTime()];
      for (const validator of validators) {
        for (const text of samples.valid) expect(formatErrors(validator, name, text), text).toEqual([]);
        for (const text of samples.invalid) expect(formatErrors(validator, name, text), text).toHaveLength(1);
      }
    },
  );

  it('compiling a form with formats, at build or run time, warns of no unknown format', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    formValidatorCode(form);
    flowValidatorsCode([form]);
    compileAtRunTime([form]);
    formatErrors(formValidatorAtRunTime(), 'email', 'ada@example.com');
    for (const spy of [warn, log, error]) expect(spy).not.toHaveBeenCalled();
  });
});
