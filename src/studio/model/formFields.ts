import type { PathSegment } from '../../checker/problem.ts';
import { fieldChoices, type FieldChoice } from '../../engine/forms/fieldChoices.ts';
import { declaredProperties } from '../../engine/forms/declaredProperties.ts';
import { isPlainObject, type JsonSchema } from './jsonSchema.ts';

/** One field of a form file: where its JSON Schema sits, and the condition that shows it, if any. */
export interface FormField {
  name: string;
  path: PathSegment[];
  /** e.g. 'when launchType is "relaunch"' for a field declared in a condition's `then`, 'unless …' in its `else`. */
  shownWhen?: string;
}

/** What a condition's `if` asks, e.g. 'launchType is "relaunch"'. */
function describeCondition(condition: unknown): string {
  if (!isPlainObject(condition) || !isPlainObject(condition.properties)) return 'a condition holds';
  const [field, rule] = Object.entries(condition.properties)[0] ?? [];
  if (field && isPlainObject(rule) && 'const' in rule) return `${field} is ${JSON.stringify(rule.const)}`;
  if (field && isPlainObject(rule) && isPlainObject(rule.contains) && 'const' in rule.contains)
    return `${field} includes ${JSON.stringify(rule.contains.const)}`;
  return `${field ?? 'a condition'} matches`;
}

/**
 * When a branch of the schema applies: 'when X' for a `then`, 'unless X' for an `else`, joined
 * with 'and' for branches inside branches; undefined for the form's own properties.
 */
function branchCondition(schema: Record<string, unknown>, at: readonly (string | number)[]): string | undefined {
  const parts: string[] = [];
  let node: unknown = schema;
  for (const segment of at) {
    if (Array.isArray(node) && typeof segment === 'number') {
      node = node[segment];
      continue;
    }
    if (!isPlainObject(node)) break;
    if (segment === 'then' || segment === 'else')
      parts.push(`${segment === 'then' ? 'when' : 'unless'} ${describeCondition(node.if)}`);
    node = node[segment];
  }
  return parts.length > 0 ? parts.join(' and ') : undefined;
}

/**
 * Every field of a form, once, where it is first declared: its own properties, then those its
 * conditions add (`then`, `else`, `allOf`, at any depth), as the engine's declaredProperties
 * reads them for the flow's catalogue.
 */
export function formFields(form: unknown): FormField[] {
  const schema = isPlainObject(form) && isPlainObject(form.schema) ? form.schema : {};
  return declaredProperties(schema).map(({ name, at }) => {
    // The branch that declares it: its path in the schema without ['properties', name].
    const shownWhen = branchCondition(schema, at.slice(0, -2));
    return { name, path: ['schema', ...at], ...(shownWhen ? { shownWhen } : {}) };
  });
}

export interface NewField {
  name: string;
  title: string;
  /** Show the field only when another field has this value (one of its choices, or any text for a free field). */
  when?: { field: string; equals: unknown };
}

/** The schema at `path` of a form file, e.g. a field's declaration found by formFields. */
function schemaAt(form: unknown, path: readonly PathSegment[]): unknown {
  let node = form;
  for (const segment of path)
    node = isPlainObject(node) ? node[segment] : Array.isArray(node) ? node[Number(segment)] : undefined;
  return node;
}

/** The values another field offers, labelled: what "shown only when" picks from (undefined for a free field). */
export function choicesOf(form: unknown, name: string): FieldChoice[] | undefined {
  const field = formFields(form).find((candidate) => candidate.name === name);
  if (!field || !isPlainObject(form)) return undefined;
  const uiSchema = isPlainObject(form.uiSchema) ? form.uiSchema[name] : undefined;
  return fieldChoices(schemaAt(form, field.path), uiSchema);
}

/** The `if` rule for "field has this value": a list contains it, any other field equals it. */
function conditionOn(form: unknown, when: { field: string; equals: unknown }): Record<string, unknown> {
  const field = formFields(form).find((candidate) => candidate.name === when.field);
  const schema = field ? schemaAt(form, field.path) : undefined;
  const isList = isPlainObject(schema) && schema.type === 'array';
  return isList ? { contains: { const: when.equals } } : { const: when.equals };
}

/**
 * The form with a new text field: a plain one among the properties, or a conditional one in an
 * `allOf` entry (`if` the other field equals the value, `then` this field, required), which is how
 * the app's forms declare fields that appear with an answer. Listed in ui:order when the form has one.
 */
export function addField(form: Record<string, unknown>, field: NewField): Record<string, unknown> {
  const schema = { ...(form.schema as JsonSchema) };
  const definition = { type: 'string', title: field.title, minLength: 1 };
  if (field.when) {
    const condition = {
      if: { required: [field.when.field], properties: { [field.when.field]: conditionOn(form, field.when) } },
      then: { properties: { [field.name]: definition }, required: [field.name] },
    };
    schema.allOf = [...(Array.isArray(schema.allOf) ? (schema.allOf as unknown[]) : []), condition];
  } else {
    schema.properties = { ...(schema.properties as JsonSchema), [field.name]: definition };
  }
  const uiSchema = isPlainObject(form.uiSchema) ? { ...form.uiSchema } : undefined;
  if (uiSchema && Array.isArray(uiSchema['ui:order']) && !uiSchema['ui:order'].includes('*'))
    uiSchema['ui:order'] = [...(uiSchema['ui:order'] as unknown[]), field.name];
  return { ...form, schema, ...(uiSchema ? { uiSchema } : {}) };
}

/**
 * How a form field (itself a JSON Schema) is edited. form.schema.json leaves fields open (any
 * JSON Schema rjsf understands), so the Studio offers the keywords the app's forms use.
 */
export const formFieldSchema: JsonSchema = {
  type: 'object',
  properties: {
    title: { type: 'string', title: 'Label' },
    description: { type: 'string', title: 'Help text' },
    type: { type: 'string', title: 'Type', enum: ['string', 'number', 'integer', 'boolean', 'array'] },
    format: { type: 'string', title: 'Format', enum: ['email', 'uri', 'date'] },
    minLength: { type: 'integer', title: 'Minimum length', minimum: 0 },
    maxLength: { type: 'integer', title: 'Maximum length', minimum: 1 },
    pattern: { type: 'string', title: 'Pattern (regular expression)' },
    minimum: { type: 'number', title: 'Minimum' },
    maximum: { type: 'number', title: 'Maximum' },
    oneOf: {
      type: 'array',
      title: 'Choices (value and label)',
      items: {
        type: 'object',
        properties: { const: { type: 'string', title: 'Value' }, title: { type: 'string', title: 'Label' } },
        required: ['const', 'title'],
      },
    },
  },
};
