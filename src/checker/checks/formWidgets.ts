import { widgetNames } from '../../engine/forms/formWidgetNames.ts';
import { didYouMean } from '../didYouMean.ts';
import type { ContentCheck } from './context.ts';
import { uiSchemaPairs } from './uiSchemaPairs.ts';

/** The widget rjsf draws for a schema when no `ui:widget` is given: the nearest built-in for any field. */
function defaultWidget(schema: Record<string, unknown>): string {
  if (schema.type === 'array') return 'select';
  if (Array.isArray(schema.enum) || Array.isArray(schema.oneOf) || Array.isArray(schema.anyOf)) return 'select';
  if (schema.type === 'boolean') return 'checkbox';
  return 'text';
}

/**
 * Every `ui:widget`, at any depth, is one the app registers: an unknown name is an error screen
 * at run time. A name that is no likely typo is a custom React widget, which no content file can
 * provide: the message names the built-in the field would use.
 */
export const checkFormWidgets: ContentCheck = ({ content, sources, report }) => {
  for (const form of Object.values(content.forms)) {
    const source = sources.forms[form.id];
    if (!source) continue;
    for (const { schema, ui, at } of uiSchemaPairs(form.schema, form.uiSchema)) {
      const widget = ui['ui:widget'];
      if (widget === undefined || (typeof widget === 'string' && widgetNames.includes(widget))) continue;
      const shown = typeof widget === 'string' ? `"${widget}"` : JSON.stringify(widget);
      const hint = typeof widget === 'string' ? didYouMean(widget, widgetNames) : '';
      const custom = hint
        ? ''
        : `: a custom widget is React code no content file can provide; the nearest built-in is "${defaultWidget(schema)}"`;
      report(
        source,
        ['uiSchema', ...at, 'ui:widget'],
        `unknown widget ${shown}${hint}${custom} (widgets: ${widgetNames.join(', ')})`,
      );
    }
  }
};
