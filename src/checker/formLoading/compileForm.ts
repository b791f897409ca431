import { isAlternatives } from '../../engine/forms/isAlternatives.ts';
import { isRecord } from '../../engine/forms/isRecord.ts';
import type { Origin } from './unfold.ts';

type Schema = Record<string, unknown>;

/** The property a form whose schema is a single field or a list is stored under: `{{ store.value }}`. */
export const wrappedFieldName = 'value';

/** uiSchema keys that belong to the form as a whole, not to its one field. */
const formWideUiKeys = ['ui:submitButtonOptions', 'ui:globalOptions'];

/** Schemas below `node` where an object's `dependencies` may sit: its fields, items, branches and options. */
function childSchemas(node: Schema): Schema[] {
  const found: unknown[] = [];
  for (const key of ['properties', 'patternProperties'])
    if (isRecord(node[key])) found.push(...Object.values(node[key]));
  for (const key of ['items', 'additionalItems', 'additionalProperties', 'then', 'else', 'not']) found.push(node[key]);
  for (const key of ['allOf', 'oneOf', 'anyOf', 'items'])
    if (Array.isArray(node[key])) found.push(...(node[key] as unknown[]));
  return found.filter(isRecord);
}

/**
 * A schema dependency whose `oneOf` options each fix the trigger's value (rjsf's "dynamic"
 * dependencies: "Do you have pets?" → the questions for that answer), as one if/then per option;
 * undefined when an option does not say which value it is for.
 */
function perValue(trigger: string, dependency: Schema): Schema[] | undefined {
  const options = dependency.oneOf;
  if (!Array.isArray(options)) return undefined;
  const conditions: Schema[] = [];
  for (const option of options) {
    const rule = isRecord(option) && isRecord(option.properties) ? option.properties[trigger] : undefined;
    if (!isRecord(option) || !isRecord(rule) || !('enum' in rule || 'const' in rule)) return undefined;
    const { [trigger]: _trigger, ...rest } = option.properties as Schema;
    conditions.push({
      if: { required: [trigger], properties: { [trigger]: rule } },
      then: { ...option, properties: rest },
    });
  }
  return conditions;
}

/**
 * `dependencies` as the conditions the engine reads (if/then in `allOf`): a property dependency
 * (`"card": ["billingAddress"]`) requires the listed fields once the trigger is answered, a schema
 * dependency adds its fields and rules then, and a `oneOf` of per-value options becomes one
 * condition per value. rjsf renders if/then as it renders dependencies. Each new node takes the
 * origin of the dependency it came from, so problems are reported there.
 */
function compileDependencies(node: Schema, at: Origin | undefined, origins: WeakMap<object, Origin>): void {
  for (const child of childSchemas(node)) compileDependencies(child, origins.get(child), origins);
  const dependencies = node.dependencies;
  if (!isRecord(dependencies)) return;
  const conditions: Schema[] = [];
  const left: Schema = {};
  for (const [trigger, dependency] of Object.entries(dependencies)) {
    const where = at ? { form: at.form, at: [...at.at, 'dependencies', trigger] } : undefined;
    const when = { required: [trigger] };
    let made: Schema[] | undefined;
    if (Array.isArray(dependency)) made = [{ if: when, then: { required: dependency } }];
    else if (isRecord(dependency) && 'oneOf' in dependency) {
      const { oneOf: _options, ...rest } = dependency;
      const options = perValue(trigger, dependency);
      made = options && [...(Object.keys(rest).length > 0 ? [{ if: when, then: rest }] : []), ...options];
    } else if (isRecord(dependency)) made = [{ if: when, then: dependency }];
    if (!made) {
      left[trigger] = dependency;
      continue;
    }
    for (const condition of made) {
      if (where)
        for (const part of [condition, condition.if, condition.then])
          if (isRecord(part) && !origins.has(part)) origins.set(part, where);
      conditions.push(condition);
    }
  }
  if (Object.keys(left).length > 0) node.dependencies = left;
  else delete node.dependencies;
  node.allOf = [...(Array.isArray(node.allOf) ? (node.allOf as unknown[]) : []), ...conditions];
}

/**
 * A field's `oneOf` of alternative sets of fields, read as `anyOf`: rjsf shows both with a
 * selector and keeps only the chosen option's answers, so an answer that also fits another option
 * (two options with the same field names, or options whose fields are all optional) is still one
 * answer, not a "matches more than one" error a person could never clear. The form's own root is
 * left as written (the engine reads a root `oneOf` as the choice it is).
 */
function alternativesAsAnyOf(node: Schema, isRoot: boolean): void {
  for (const child of childSchemas(node)) alternativesAsAnyOf(child, false);
  if (isRoot || !isAlternatives(node.oneOf) || 'anyOf' in node) return;
  node.anyOf = node.oneOf;
  delete node.oneOf;
}

/** Whether a field below the root has a `oneOf` of alternative sets of fields (see alternativesAsAnyOf). */
export function hasFieldAlternatives(node: Schema, isRoot = true): boolean {
  if (!isRoot && isAlternatives(node.oneOf)) return true;
  return childSchemas(node).some((child) => hasFieldAlternatives(child, false));
}

/** A form's schema and uiSchema in the shape the engine reads: an object of fields at the root. */
export interface CompiledForm {
  schema: Schema;
  uiSchema: Schema | undefined;
  /** The root was a single field or a list, now the form's one field under wrappedFieldName. */
  wrapped: boolean;
}

/**
 * What rjsf understands, compiled once when the content loads into what the engine already
 * reasons about (an object of fields, conditions as if/then): `dependencies` of both kinds, and
 * a root that is one field or a list (wrapped as the form's one field, `value`, so it is stored,
 * completed, validated and named in prompts like any other). An empty schema is a form with no
 * fields. `root` is changed in place; its nodes keep their origins.
 */
export function compileForm(
  root: Schema,
  uiSchema: Schema | undefined,
  origins: WeakMap<object, Origin>,
): CompiledForm {
  compileDependencies(root, origins.get(root), origins);
  alternativesAsAnyOf(root, true);
  const isObjectRoot =
    root.type === 'object' ||
    (root.type === undefined && ['properties', 'allOf', 'oneOf', 'anyOf', 'if'].some((key) => key in root));
  const isEmpty = root.type === undefined && !['items', 'enum', 'const', 'format'].some((key) => key in root);
  if (isObjectRoot || isEmpty) {
    if (!isObjectRoot) Object.assign(root, { type: 'object', properties: {} });
    return { schema: root, uiSchema, wrapped: false };
  }
  const wrapper: Schema = { type: 'object', required: [wrappedFieldName], properties: { [wrappedFieldName]: root } };
  const origin = origins.get(root);
  if (origin) origins.set(wrapper, origin);
  const formWide = Object.fromEntries(Object.entries(uiSchema ?? {}).filter(([key]) => formWideUiKeys.includes(key)));
  const field = Object.fromEntries(Object.entries(uiSchema ?? {}).filter(([key]) => !formWideUiKeys.includes(key)));
  return { schema: wrapper, uiSchema: { ...formWide, [wrappedFieldName]: field }, wrapped: true };
}
