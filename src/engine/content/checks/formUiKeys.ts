import { declaredProperties } from '../../forms/declaredProperties.ts';
import { isRecord } from '../../forms/isRecord.ts';
import { didYouMean } from '../didYouMean.ts';
import type { ContentCheck } from './context.ts';

/** Every uiSchema key that is not a `ui:` option names a property the form declares (a typo would be ignored silently). */
export const checkFormUiKeys: ContentCheck = ({ content, sources, reportAtKey }) => {
  for (const form of Object.values(content.forms)) {
    const source = sources.forms[form.id];
    if (!source || !form.uiSchema) continue;
    const names = declaredProperties(form.schema).map((property) => property.name);
    for (const key of Object.keys(form.uiSchema)) {
      if (key.startsWith('ui:') || names.includes(key)) continue;
      const hint = didYouMean(key, names) || ` (properties: ${names.join(', ')})`;
      reportAtKey(source, ['uiSchema', key], `uiSchema key "${key}" names no property of this form${hint}`);
    }
  }
};

/** The uiSchema entry of one property, when it is an object. */
export function uiOf(uiSchema: unknown, name: string): Record<string, unknown> | undefined {
  const entry = isRecord(uiSchema) ? uiSchema[name] : undefined;
  return isRecord(entry) ? entry : undefined;
}
