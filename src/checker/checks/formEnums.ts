import { declaredProperties } from '../../engine/forms/declaredProperties.ts';
import { isAlternatives } from '../../engine/forms/isAlternatives.ts';
import { isRecord } from '../../engine/forms/isRecord.ts';
import type { PathSegment } from '../problem.ts';
import type { ContentCheck } from './context.ts';
import { uiOf } from './formUiKeys.ts';

/** The problem with a `ui:enumNames` for `values`, or undefined: a list in enum order, or a map from each value (as text) to its label. */
function enumNamesProblem(labels: unknown, values: unknown, field: string): string | undefined {
  if (!Array.isArray(values))
    return `"ui:enumNames" labels an "enum", but "${field}" has none; use a "oneOf" of titled consts`;
  if (isRecord(labels)) {
    const keys = values.map(String);
    const missing = keys.filter((key) => !(key in labels));
    const extra = Object.keys(labels).filter((key) => !keys.includes(key));
    if (missing.length === 0 && extra.length === 0) return undefined;
    return `"ui:enumNames" as a map needs a label for each enum value (${keys.join(', ')})${missing.length > 0 ? `; missing: ${missing.join(', ')}` : ''}${extra.length > 0 ? `; not a value: ${extra.join(', ')}` : ''}`;
  }
  if (Array.isArray(labels) && labels.length === values.length) return undefined;
  return `"ui:enumNames" needs one label per enum value (${values.length}), found ${Array.isArray(labels) ? labels.length : 'none'}`;
}

/** The choices of a field and of a list field's items: `enum`, or `oneOf` of titled consts. */
function choiceSchemas(schema: Record<string, unknown>): [Record<string, unknown>, PathSegment[]][] {
  const own: [Record<string, unknown>, PathSegment[]][] = [[schema, []]];
  return isRecord(schema.items) ? [...own, [schema.items, ['items']]] : own;
}

/**
 * Choices and their labels agree: each `oneOf` option of a choice is a `const` with a `title`, no
 * value is offered twice, and `ui:enumNames` has one label per `enum` value. A `oneOf` of
 * alternative sets of fields is no choice of values and is left to the other checks.
 */
export const checkFormEnums: ContentCheck = ({ content, sources, report }) => {
  for (const form of Object.values(content.forms)) {
    const source = sources.forms[form.id];
    if (!source) continue;
    for (const property of declaredProperties(form.schema)) {
      const base: PathSegment[] = ['schema', ...property.at];
      for (const [schema, inner] of choiceSchemas(property.schema)) {
        const at = [...base, ...inner];
        const seen: unknown[] = [];
        const offer = (value: unknown, where: PathSegment[]) => {
          if (seen.includes(value)) report(source, where, `the choice ${JSON.stringify(value)} is offered twice`);
          seen.push(value);
        };
        if (Array.isArray(schema.enum)) schema.enum.forEach((value, index) => offer(value, [...at, 'enum', index]));
        if (Array.isArray(schema.oneOf) && !isAlternatives(schema.oneOf)) {
          schema.oneOf.forEach((option, index) => {
            if (!isRecord(option) || !('const' in option)) {
              report(
                source,
                [...at, 'oneOf', index],
                'each option of a choice needs a "const" (its stored value) and a "title" (its label)',
              );
              return;
            }
            if (typeof option.title !== 'string' || option.title.trim() === '')
              report(
                source,
                [...at, 'oneOf', index],
                `option ${JSON.stringify(option.const)} has no "title", so its label would be the raw value`,
              );
            offer(option.const, [...at, 'oneOf', index, 'const']);
          });
        }
      }
      const labels = uiOf(form.uiSchema, property.name)?.['ui:enumNames'];
      const problem = labels === undefined ? undefined : enumNamesProblem(labels, property.schema.enum, property.name);
      if (problem) report(source, ['uiSchema', property.name, 'ui:enumNames'], problem);
    }
  }
};
