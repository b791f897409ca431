import { widgetTypes } from '../../engine/forms/widgetTypes.ts';
import type { ContentCheck } from './context.ts';
import { uiSchemaPairs } from './uiSchemaPairs.ts';

/**
 * A `ui:widget` names a widget the field's type can use ("radio" cannot edit an object), at any
 * depth, list items included.
 */
export const checkFormWidgetTypes: ContentCheck = ({ content, sources, report }) => {
  for (const form of Object.values(content.forms)) {
    const source = sources.forms[form.id];
    if (!source) continue;
    for (const { schema, ui, at } of uiSchemaPairs(form.schema, form.uiSchema)) {
      const widget = ui['ui:widget'];
      const type = schema.type;
      if (typeof widget !== 'string' || typeof type !== 'string') continue;
      const types = widgetTypes[widget];
      if (!types || types.includes(type)) continue;
      report(
        source,
        ['uiSchema', ...at, 'ui:widget'],
        `widget "${widget}" cannot edit a field of type ${type} (it edits: ${types.join(', ')})`,
      );
    }
  }
};
