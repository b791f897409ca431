import { widgetTypes } from '../../forms/widgetTypes.ts';
import { isRecord } from '../../forms/isRecord.ts';
import type { PathSegment } from '../problem.ts';
import type { ContentCheck } from './context.ts';

/** The uiSchema nodes beside their schemas, down through object properties and list items. */
function* pairs(
  schema: unknown,
  ui: unknown,
  at: PathSegment[],
): Generator<{ schema: Record<string, unknown>; ui: Record<string, unknown>; at: PathSegment[] }> {
  if (!isRecord(schema) || !isRecord(ui)) return;
  yield { schema, ui, at };
  if (isRecord(schema.properties)) {
    for (const [name, property] of Object.entries(schema.properties)) yield* pairs(property, ui[name], [...at, name]);
  }
  if (isRecord(schema.items)) yield* pairs(schema.items, ui.items, [...at, 'items']);
}

/**
 * A `ui:widget` names a widget the field's type can use ("radio" cannot edit an object), at any
 * depth, list items included.
 */
export const checkFormWidgetTypes: ContentCheck = ({ content, sources, report }) => {
  for (const form of Object.values(content.forms)) {
    const source = sources.forms[form.id];
    if (!source) continue;
    for (const { schema, ui, at } of pairs(form.schema, form.uiSchema, [])) {
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
