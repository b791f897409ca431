import { declaredProperties } from '../../engine/forms/declaredProperties.ts';
import { fieldChoices } from '../../engine/forms/fieldChoices.ts';
import { isRecord } from '../../engine/forms/isRecord.ts';
import { objectBranches } from '../../engine/forms/objectBranches.ts';
import { didYouMean } from '../didYouMean.ts';
import type { PathSegment } from '../problem.ts';
import type { ContentCheck } from './context.ts';
import { uiOf } from './formUiKeys.ts';

/** The values a condition's rule for one field compares it with, each with where it is written. */
function comparedValues(rule: unknown, at: PathSegment[]): [unknown, PathSegment[]][] {
  if (!isRecord(rule)) return [];
  const found: [unknown, PathSegment[]][] = [];
  if ('const' in rule) found.push([rule.const, [...at, 'const']]);
  if (Array.isArray(rule.enum)) rule.enum.forEach((value, index) => found.push([value, [...at, 'enum', index]]));
  if (isRecord(rule.contains)) found.push(...comparedValues(rule.contains, [...at, 'contains']));
  return found;
}

/**
 * A form's condition (`if`) compares a field only with values that field can take: with a value
 * that is none of its `enum`/`oneOf` choices (a typo, a renamed option), the condition could never
 * hold and the field it shows would never appear. The condition must name a field of the form.
 */
export const checkFormConditionValues: ContentCheck = ({ content, sources, report, reportAtKey }) => {
  for (const form of Object.values(content.forms)) {
    const source = sources.forms[form.id];
    if (!source) continue;
    const fields = new Map(declaredProperties(form.schema).map((property) => [property.name, property.schema]));
    for (const { part, at } of objectBranches(form.schema)) {
      if (!isRecord(part.if) || !isRecord(part.if.properties)) continue;
      for (const [name, rule] of Object.entries(part.if.properties)) {
        const where: PathSegment[] = ['schema', ...at, 'if', 'properties', name];
        const field = fields.get(name);
        if (!field) {
          reportAtKey(
            source,
            where,
            `the condition asks about "${name}", which is no field of this form${didYouMean(name, [...fields.keys()])}`,
          );
          continue;
        }
        const choices = fieldChoices(field, uiOf(form.uiSchema, name));
        if (!choices) continue;
        const values = choices.map((choice) => choice.value);
        for (const [value, valueAt] of comparedValues(rule, where)) {
          if (values.some((choice) => choice === value)) continue;
          const hint =
            typeof value === 'string'
              ? didYouMean(
                  value,
                  values.filter((v) => typeof v === 'string'),
                )
              : '';
          report(
            source,
            valueAt,
            `the condition compares "${name}" with ${JSON.stringify(value)}, which is not one of its choices, so it could never hold${hint || ` (choices: ${values.map((v) => JSON.stringify(v)).join(', ')})`}`,
          );
        }
      }
    }
  }
};
