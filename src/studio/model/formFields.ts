import type { PathSegment } from '../../engine/content/problem.ts';
import { isPlainObject, type JsonSchema } from './jsonSchema.ts';

/** One field of a form file: where its JSON Schema sits, and the condition that shows it, if any. */
export interface FormField {
  name: string;
  path: PathSegment[];
  /** e.g. 'when launchType is "relaunch"', for a field declared in a condition's `then`. */
  shownWhen?: string;
}

function describeCondition(condition: unknown): string {
  if (!isPlainObject(condition) || !isPlainObject(condition.properties)) return 'when a condition holds';
  const [field, rule] = Object.entries(condition.properties)[0] ?? [];
  if (field && isPlainObject(rule) && 'const' in rule) return `when ${field} is ${JSON.stringify(rule.const)}`;
  if (field && isPlainObject(rule) && isPlainObject(rule.contains) && 'const' in rule.contains)
    return `when ${field} includes ${JSON.stringify(rule.contains.const)}`;
  return `when ${field ?? 'a condition'} matches`;
}

/** Every field of a form: its own properties, then those its conditions (if/then, allOf) add. */
export function formFields(form: unknown): FormField[] {
  const schema = isPlainObject(form) && isPlainObject(form.schema) ? form.schema : {};
  const fields: FormField[] = [];
  const collect = (part: Record<string, unknown>, path: PathSegment[], shownWhen?: string) => {
    const properties = isPlainObject(part.properties) ? part.properties : {};
    for (const name of Object.keys(properties))
      fields.push({ name, path: [...path, 'properties', name], ...(shownWhen ? { shownWhen } : {}) });
  };
  collect(schema, ['schema']);
  if (isPlainObject(schema.then)) collect(schema.then, ['schema', 'then'], describeCondition(schema.if));
  const allOf = Array.isArray(schema.allOf) ? schema.allOf : [];
  allOf.forEach((part, index) => {
    if (isPlainObject(part) && isPlainObject(part.then))
      collect(part.then, ['schema', 'allOf', index, 'then'], describeCondition(part.if));
  });
  return fields;
}

export interface NewField {
  name: string;
  title: string;
  /** Show the field only when another field has this value. */
  when?: { field: string; equals: string };
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
      if: { required: [field.when.field], properties: { [field.when.field]: { const: field.when.equals } } },
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
