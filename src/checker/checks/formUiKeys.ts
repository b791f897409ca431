import { isRecord } from '../../engine/forms/isRecord.ts';
import { uiOnlyKeys, uiOptionNames } from '../../engine/forms/uiSchemaKeys.ts';
import { didYouMean } from '../didYouMean.ts';
import type { ContentCheck } from './context.ts';
import { ownerName, uiSchemaPairs } from './uiSchemaPairs.ts';

/** Keys without `ui:` that lead into the schema's parts, where the schema has them. */
const partKeys = ['items', 'additionalProperties', 'oneOf', 'anyOf'] as const;
const prefixedKeys: readonly string[] = [...uiOnlyKeys, ...uiOptionNames.map((name) => `ui:${name}`)];

/**
 * Every uiSchema key that is not a `ui:` option names what its schema holds: a declared property,
 * or `items`, `additionalProperties`, `oneOf`, `anyOf` where the schema has them. At any depth:
 * a typo, or an option written without `ui:` ("placeholder"), would be ignored silently, so it is
 * a warning with a did-you-mean (the form works; the entry changes nothing).
 */
export const checkFormUiKeys: ContentCheck = ({ content, sources, warnAtKey }) => {
  for (const form of Object.values(content.forms)) {
    const source = sources.forms[form.id];
    if (!source) continue;
    for (const { schema, ui, at, properties } of uiSchemaPairs(form.schema, form.uiSchema)) {
      const names = [
        ...properties.map((property) => property.name),
        ...partKeys.filter((key) => isRecord(schema[key]) || Array.isArray(schema[key])),
      ];
      const owner = ownerName(at);
      const listed = names.some((name) => (partKeys as readonly string[]).includes(name)) ? 'keys' : 'properties';
      for (const key of Object.keys(ui)) {
        if (key.startsWith('ui:') || names.includes(key)) continue;
        const hint = prefixedKeys.includes(`ui:${key}`)
          ? ` (did you mean "ui:${key}"?)`
          : didYouMean(key, names) || (names.length > 0 ? ` (${listed}: ${names.join(', ')})` : '');
        warnAtKey(
          source,
          ['uiSchema', ...at, key],
          `uiSchema key "${key}" names no property of ${owner}, so it changes nothing${hint}`,
        );
      }
    }
  }
};

/** The uiSchema entry of one property, when it is an object. */
export function uiOf(uiSchema: unknown, name: string): Record<string, unknown> | undefined {
  const entry = isRecord(uiSchema) ? uiSchema[name] : undefined;
  return isRecord(entry) ? entry : undefined;
}
