import { declaredProperties } from '../../forms/declaredProperties.ts';
import { isRecord } from '../../forms/isRecord.ts';
import type { PathSegment } from '../problem.ts';
import type { ContentCheck } from './context.ts';
import { uiOf } from './formUiKeys.ts';

/** The choices of a field and of a list field's items: `enum`, or `oneOf` of titled consts. */
function choiceSchemas(schema: Record<string, unknown>): [Record<string, unknown>, PathSegment[]][] {
  const own: [Record<string, unknown>, PathSegment[]][] = [[schema, []]];
  return isRecord(schema.items) ? [...own, [schema.items, ['items']]] : own;
}

/**
 * Choices and their labels agree: each `oneOf` option is a `const` with a `title`, no value is
 * offered twice, and `ui:enumNames` has one label per `enum` value.
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
        if (Array.isArray(schema.oneOf)) {
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
      const values = property.schema.enum;
      if (labels !== undefined && (!Array.isArray(labels) || !Array.isArray(values) || labels.length !== values.length))
        report(
          source,
          ['uiSchema', property.name, 'ui:enumNames'],
          Array.isArray(values)
            ? `"ui:enumNames" needs one label per enum value (${values.length}), found ${Array.isArray(labels) ? labels.length : 'none'}`
            : `"ui:enumNames" labels an "enum", but "${property.name}" has none; use a "oneOf" of titled consts`,
        );
    }
  }
};
