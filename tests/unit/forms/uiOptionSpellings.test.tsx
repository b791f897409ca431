// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FormContent, JsonObject } from '../../../src/engine/content/types.ts';
import { renderForm } from './renderForm.tsx';

afterEach(cleanup);

const schema: FormContent['schema'] = {
  type: 'object',
  properties: {
    nickname: { type: 'string', title: 'Nickname' },
    partners: {
      type: 'array',
      title: 'Partners',
      items: { type: 'object', title: 'Partner', properties: { name: { type: 'string', title: 'Name' } } },
    },
    contact: {
      type: 'object',
      title: 'Contact',
      oneOf: [
        { title: 'Email', properties: { email: { type: 'string', title: 'Email' } } },
        { title: 'Phone', properties: { phone: { type: 'string', title: 'Phone' } } },
      ],
    },
  },
};

/** The same options for every field, written `ui:<name>` or inside `ui:options`. */
const options: Record<string, JsonObject> = {
  nickname: { help: 'What your friends call you.', placeholder: 'e.g. Jo' },
  partners: { itemTitle: 'Partner no. {{index}}', addLabel: 'Add a partner' },
  contact: { selectorLabel: 'How to reach you' },
};

const spellings: Record<string, (own: JsonObject) => JsonObject> = {
  'inside ui:options': (own) => ({ 'ui:options': own }),
  'as ui: keys': (own) => Object.fromEntries(Object.entries(own).map(([name, value]) => [`ui:${name}`, value])),
};

describe('options written either way (uiSchemaKeys.ts accepts both)', () => {
  it.each(Object.keys(spellings))('the theme honours each option written %s', (spelling) => {
    const write = spellings[spelling] ?? ((own: JsonObject) => own);
    const form: FormContent = {
      kind: 'form',
      id: 'spellings',
      schema,
      uiSchema: Object.fromEntries(Object.entries(options).map(([name, own]) => [name, write(own)])),
    };
    renderForm({ form, initialData: { partners: [{ name: 'Ada' }] } });
    expect(screen.getByText('What your friends call you.')).toBeTruthy();
    expect(screen.getByLabelText('Nickname').getAttribute('placeholder')).toBe('e.g. Jo');
    expect(screen.getByRole('button', { name: 'Remove Partner no. 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add a partner' })).toBeTruthy();
    expect(screen.getByText('How to reach you')).toBeTruthy();
  });
});
