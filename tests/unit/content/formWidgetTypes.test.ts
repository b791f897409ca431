import { getWidget, type RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { widgetTypes } from '../../../src/engine/forms/widgetTypes.ts';
import { widgets } from '../../../src/ui/forms/registry.ts';
import { at, problemLines, shippedFiles, withEdit } from './support/shippedContent.ts';

const form = 'schemas/forms/company-profile.json';
const allTypes = ['string', 'number', 'integer', 'boolean', 'array', 'object'];

describe('a ui:widget on a type it cannot edit', () => {
  it('is refused at the widget, naming the types it edits', () => {
    const files = withEdit(shippedFiles(), form, '"ui:widget": "radio"', '"ui:widget": "checkbox"');
    expect(problemLines(files)).toEqual([
      `${form}:${at(files, form, '"checkbox"')} uiSchema.hasTechnicalCofounder["ui:widget"]: widget "checkbox" cannot edit a field of type string (it edits: boolean)`,
    ]);
  });

  it.each(Object.entries(widgetTypes))('%s: the types listed are exactly those rjsf renders it on', (name, types) => {
    for (const type of allTypes) {
      const schema = { type, ...(type === 'array' ? { items: { enum: ['a'] }, uniqueItems: true } : {}) } as RJSFSchema;
      const renders = (() => {
        try {
          getWidget(schema, name, widgets);
          return true;
        } catch {
          return false;
        }
      })();
      expect([type, renders]).toEqual([type, types.includes(type)]);
    }
  });
});
