import { widgetNames } from '../../forms/formWidgetNames.ts';
import { didYouMean } from '../didYouMean.ts';
import type { ContentCheck } from './context.ts';
import { uiSchemaPairs } from './uiSchemaPairs.ts';

/** Every `ui:widget`, at any depth, is one the app registers: an unknown name is an error screen at run time. */
export const checkFormWidgets: ContentCheck = ({ content, sources, report }) => {
  for (const form of Object.values(content.forms)) {
    const source = sources.forms[form.id];
    if (!source) continue;
    for (const { ui, at } of uiSchemaPairs(form.schema, form.uiSchema)) {
      const widget = ui['ui:widget'];
      if (widget === undefined || (typeof widget === 'string' && widgetNames.includes(widget))) continue;
      const shown = typeof widget === 'string' ? `"${widget}"` : JSON.stringify(widget);
      const hint = typeof widget === 'string' ? didYouMean(widget, widgetNames) : '';
      report(
        source,
        ['uiSchema', ...at, 'ui:widget'],
        `unknown widget ${shown}${hint} (widgets: ${widgetNames.join(', ')})`,
      );
    }
  }
};
