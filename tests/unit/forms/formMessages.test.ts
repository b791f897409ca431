import validator from '@rjsf/validator-ajv8';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FormContent, JsonObject } from '../../../src/engine/content/types.ts';
import { defaultMessageKeys } from '../../../src/engine/forms/messages/formRules.ts';
import { friendlyErrors } from '../../../src/ui/forms/friendlyErrors.ts';
import { formMessages } from './formFixtures.ts';

const form: Pick<FormContent, 'schema' | 'uiSchema'> = {
  schema: {
    type: 'object',
    required: ['name', 'size', 'kind', 'tags'],
    properties: {
      name: { type: 'string', minLength: 1, maxLength: 5, pattern: '\\S' },
      size: { type: 'integer', minimum: 1, maximum: 200 },
      email: { type: 'string', format: 'email' },
      kind: { type: 'string', oneOf: [{ const: 'a', title: 'A' }] },
      tags: { type: 'array', items: { type: 'string', enum: ['x', 'y'] }, minItems: 2, uniqueItems: true },
      team: {
        type: 'array',
        items: {
          type: 'object',
          required: ['role'],
          properties: { role: { type: 'string', minLength: 2 }, level: { type: 'string', enum: ['junior', 'senior'] } },
        },
      },
      links: { type: 'object', additionalProperties: { type: 'string', format: 'uri' } },
    },
  },
  uiSchema: {
    size: { 'ui:messages': { maximum: 'No more than {limit} people, please.' } },
    team: { items: { role: { 'ui:messages': { minLength: 'A role takes {limit} letters or more.' } } } },
    links: { additionalProperties: { 'ui:messages': { format: 'Each link must be a full web address.' } } },
  },
};

/** The messages the form shows for `data`, per field, through the real validator. */
function messagesFor(data: JsonObject): Record<string, string[]> {
  const { errors } = validator.validateFormData(data, form.schema);
  const shown: Record<string, string[]> = {};
  for (const error of friendlyErrors(form, formMessages)(errors)) {
    const missing = (error.params as { missingProperty?: string }).missingProperty;
    const property = (error.property ?? '').replace(/^\./, '');
    const field = missing && !property.endsWith(missing) ? [property, missing].filter(Boolean).join('.') : property;
    // The field shows each distinct message once (useFieldAria).
    if (!shown[field]?.includes(error.message ?? '')) shown[field] = [...(shown[field] ?? []), error.message ?? ''];
  }
  return shown;
}

describe('form messages come from content', () => {
  it('the app gives a default for every rule, as its schema demands', () => {
    const schema = JSON.parse(
      readFileSync(join(import.meta.dirname, '../../../schemas/content/app.schema.json'), 'utf8'),
    ) as { properties: { messages: { required: string[] } } };
    expect(schema.properties.messages.required).toEqual(expect.arrayContaining([...defaultMessageKeys]));
    expect(Object.keys(formMessages).sort()).toEqual([...defaultMessageKeys].sort());
  });

  it("words every failure with the app's defaults, filling in the rule's values", () => {
    expect(messagesFor({ name: 'toolong', size: 0, email: 'nope', tags: ['x'] })).toEqual({
      name: ['Keep this to 5 characters or fewer.'],
      size: ['Enter 1 or more.'],
      email: ['Enter an email address, such as name@example.com.'],
      kind: ['Choose an option.'],
      tags: ['Choose at least 2 options.'],
    });
    expect(messagesFor({ name: ' ', size: 1.5, kind: 'b', tags: ['x', 'x'] })).toMatchObject({
      name: ['Enter some text, not just spaces.'],
      size: ['Enter a valid integer.'],
      kind: ['Choose one of the options.'],
    });
  });

  it('finds a list item’s field and a map value by the error’s path: their own ui:messages, and defaults by their schema', () => {
    const base = { name: 'a', size: 1, kind: 'a', tags: ['x', 'y'] };
    expect(
      messagesFor({ ...base, team: [{ role: 'CTO' }, { role: 'X', level: 'lead' }, {}], links: { site: 'not a url' } }),
    ).toEqual({
      'team.1.role': ['A role takes 2 letters or more.'],
      'team.1.level': ['Choose one of the options.'],
      'team.2.role': [formMessages.required],
      'links.site': ['Each link must be a full web address.'],
    });
  });

  it("uses a field's own ui:messages for its rule", () => {
    expect(messagesFor({ name: 'a', size: 500, kind: 'a', tags: ['x', 'y'] })).toEqual({
      size: ['No more than 200 people, please.'],
    });
  });
});
