import { getUiOptions } from '@rjsf/utils';
import type { FormUiSchema } from './types.ts';

/** Widgets that render several inputs, so their field is a fieldset with a legend rather than a label. */
const groupWidgets = new Set(['radio', 'checkboxes']);

export function isGroupWidget(uiSchema: FormUiSchema | undefined): boolean {
  const widget = getUiOptions(uiSchema).widget;
  return typeof widget === 'string' && groupWidgets.has(widget);
}
