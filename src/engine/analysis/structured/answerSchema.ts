import type { AnalysisContent, SectionSpec } from '../../content/types.ts';

/** A section's value as JSON Schema: what the heading parser would have read from its heading. */
export type SectionValueSchema =
  | { type: 'string'; description: string }
  | { type: 'array'; description: string; items: { type: 'string' }; minItems: number; maxItems: number }
  | { type: 'integer'; description: string; minimum: number; maximum: number };

/**
 * An object of sections (the whole answer, or the group a dotted field such as
 * sectionScores.positioning opens). Every property required and no others: the form OpenAI's
 * strict mode demands, and a plain JSON Schema any vendor can be given.
 */
export type AnswerObjectSchema = {
  type: 'object';
  properties: Record<string, SectionValueSchema | AnswerObjectSchema>;
  required: string[];
  additionalProperties: false;
};

/** The JSON an analysis asks a model for, named for the vendors that want a name. */
export interface AnswerSchema {
  /** The analysis id, in the characters OpenAI allows in a schema name. */
  name: string;
  schema: AnswerObjectSchema;
}

type SchemaSpec = Pick<AnalysisContent, 'id' | 'sections' | 'validity'>;

function emptyObject(): AnswerObjectSchema {
  return { type: 'object', properties: {}, required: [], additionalProperties: false };
}

/** The value a section holds. Its heading key is the description, tying the field to the prompt's words. */
function valueSchema(section: SectionSpec, spec: SchemaSpec): SectionValueSchema {
  const description = section.key;
  switch (section.kind) {
    case 'text':
      return { type: 'string', description };
    case 'list': {
      // The validity rule's minimum may ask for more than the list's own padding target.
      const minItems = Math.max(section.min, spec.validity.minItems[section.field] ?? 0);
      return { type: 'array', description, items: { type: 'string' }, minItems, maxItems: section.max };
    }
    case 'score':
      return { type: 'integer', description, minimum: section.min, maximum: section.max };
  }
}

/** Places `value` at a dotted field, creating the groups on the way. */
function place(root: AnswerObjectSchema, field: string, value: SectionValueSchema): void {
  const lastDot = field.lastIndexOf('.');
  const groups = lastDot === -1 ? [] : field.slice(0, lastDot).split('.');
  let group = root;
  for (const segment of groups) {
    const existing = group.properties[segment];
    const next = existing?.type === 'object' ? existing : emptyObject();
    group.properties[segment] = next;
    group = next;
  }
  group.properties[field.slice(lastDot + 1)] = value;
}

/** Every property required, in the order the sections are declared (the order a model writes them in). */
function requireAll(group: AnswerObjectSchema): AnswerObjectSchema {
  for (const [name, value] of Object.entries(group.properties)) {
    group.required.push(name);
    if (value.type === 'object') requireAll(value);
  }
  return group;
}

/**
 * The JSON answer an analysis asks for, derived from the sections its prompt file declares (no
 * second copy): each section's field is a property, dotted fields nest, and the result a JSON
 * answer parses into has the same shape as the heading parser's.
 */
export function answerSchema(spec: SchemaSpec): AnswerSchema {
  const schema = emptyObject();
  for (const section of spec.sections) place(schema, section.field, valueSchema(section, spec));
  return { name: spec.id.replace(/[^a-zA-Z0-9_-]/g, '_').slice(0, 64), schema: requireAll(schema) };
}
