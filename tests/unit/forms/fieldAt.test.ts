import { describe, expect, it } from 'vitest';
import { fieldAt } from '../../../src/engine/forms/fieldAt.ts';

const role = { type: 'string', minLength: 2 };
const schema = {
  type: 'object',
  properties: {
    team: { type: 'array', items: { type: 'object', properties: { role } } },
    links: { type: 'object', properties: { main: { type: 'string' } }, additionalProperties: { type: 'string' } },
  },
  if: { properties: { team: { maxItems: 0 } } },
  else: { properties: { reason: { type: 'string' } } },
};
const ui = {
  team: { items: { role: { 'ui:widget': 'text' } } },
  links: { main: { 'ui:help': 'Main' }, additionalProperties: { 'ui:help': 'Any' } },
};

describe('fieldAt', () => {
  it('reads a list item’s field through items, and its uiSchema beside it', () => {
    expect(fieldAt(schema, ui, ['team', '3', 'role'])).toEqual({ schema: role, ui: { 'ui:widget': 'text' } });
  });

  it('prefers a declared property of a map to its additionalProperties', () => {
    expect(fieldAt(schema, ui, ['links', 'main']).ui).toEqual({ 'ui:help': 'Main' });
    expect(fieldAt(schema, ui, ['links', 'blog'])).toEqual({ schema: { type: 'string' }, ui: { 'ui:help': 'Any' } });
  });

  it('finds a property a condition declares, without a uiSchema of its own', () => {
    expect(fieldAt(schema, ui, ['reason'])).toEqual({ schema: { type: 'string' } });
  });

  it('finds nothing on a path the schema does not declare', () => {
    expect(fieldAt(schema, ui, ['nope'])).toEqual({});
    expect(fieldAt(schema, ui, ['team', '0', 'role', 'deeper'])).toEqual({});
    expect(fieldAt(schema, undefined, ['links', '0'])).toEqual({ schema: { type: 'string' } });
  });
});
