import { isRecord } from '../../engine/forms/isRecord.ts';
import { objectBranches } from '../../engine/forms/objectBranches.ts';
import type { PathSegment } from '../problem.ts';
import type { ContentCheck } from './context.ts';

const unsupported =
  'the app would not know when its fields are shown; write the condition as "if"/"then" (several in "allOf"), see docs/guide/forms.md, "Fields shown only for some answers"';

/** Sub-schemas of one schema object, with the path to each: where a keyword could hide below. */
function subSchemas(schema: Record<string, unknown>): [PathSegment[], unknown][] {
  const found: [PathSegment[], unknown][] = [];
  for (const key of ['properties', 'definitions', '$defs', 'patternProperties'] as const) {
    const map = schema[key];
    if (isRecord(map)) for (const [name, child] of Object.entries(map)) found.push([[key, name], child]);
  }
  for (const key of ['items', 'additionalItems', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains']) {
    const child = schema[key];
    if (Array.isArray(child)) child.forEach((item, index) => found.push([[key, index], item]));
    else found.push([[key], child]);
  }
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    const list = schema[key];
    if (Array.isArray(list)) list.forEach((item, index) => found.push([[key, index], item]));
  }
  return found;
}

/** Every `dependencies` keyword in a schema, at any depth. */
function dependencyKeywords(schema: unknown, at: PathSegment[], out: PathSegment[][]): void {
  if (!isRecord(schema)) return;
  if ('dependencies' in schema) out.push([...at, 'dependencies']);
  for (const [path, child] of subSchemas(schema)) dependencyKeywords(child, [...at, ...path], out);
}

/**
 * A form shows a field conditionally in one way only: `if`/`then`/`else` (alone or in `allOf`),
 * which the engine resolves (effectiveShape) everywhere a field's presence matters. `dependencies`
 * and a `oneOf`/`anyOf` on the form itself would render in rjsf but escape all of that, so they are
 * refused rather than half-supported. A field's own `oneOf` (titled choices, or alternative shapes
 * of one object field) is unaffected.
 */
export const checkFormConditions: ContentCheck = ({ content, sources, reportAtKey }) => {
  for (const form of Object.values(content.forms)) {
    const source = sources.forms[form.id];
    if (!source) continue;
    const dependencies: PathSegment[][] = [];
    dependencyKeywords(form.schema, ['schema'], dependencies);
    for (const path of dependencies)
      reportAtKey(
        source,
        path,
        `these "dependencies" are not supported: a "oneOf" under a dependency must give each option the value of the field it depends on ("enum" or "const"), so the app knows which option is shown; otherwise ${unsupported.replace('the app', 'it')}`,
      );
    // A oneOf/anyOf of the form's own object offers alternative sets of fields; an option that
    // declares none (only `required`) would leave the app no answer to tell which one is shown.
    for (const { part, at } of objectBranches(form.schema)) {
      for (const keyword of ['oneOf', 'anyOf'] as const) {
        const options = part[keyword];
        if (!Array.isArray(options)) continue;
        options.forEach((option, index) => {
          if (isRecord(option) && isRecord(option.properties) && Object.keys(option.properties).length > 0) return;
          reportAtKey(
            source,
            ['schema', ...at, keyword, index],
            `option ${index + 1} of "${keyword}" on the form itself declares no fields of its own ("properties"), so the app could not tell when it is the one chosen; give each option its own fields, or write the rule as "if"/"then"`,
          );
        });
      }
    }
  }
};
