import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';

/** The kinds of content file, each with its own JSON Schema in schemas/content/. */
export const contentKinds = ['app', 'flow', 'page', 'form', 'analysis', 'translation'] as const;
export type ContentKind = (typeof contentKinds)[number];

/** Where each kind may live, so a file in the wrong folder is named rather than half-used. */
export const kindFolders: Record<ContentKind, string> = {
  app: 'flows/',
  flow: 'flows/',
  page: 'flows/',
  form: 'schemas/forms/',
  analysis: 'prompts/',
  translation: 'translations/',
};

export type SchemaValidators = Record<ContentKind, ValidateFunction>;

// Compiling takes most of a check's time; the dev server re-checks on every edit with the same schemas.
const compiled = new WeakMap<Record<string, object>, SchemaValidators>();

/** Compiles the checked-in schemas; `schemas` maps a file name (e.g. flow.schema.json) to its parsed JSON. */
export function compileContentSchemas(schemas: Record<string, object>): SchemaValidators {
  const cached = compiled.get(schemas);
  if (cached) return cached;
  const ajv = new Ajv2020({
    allErrors: true,
    verbose: true,
    strict: true,
    strictTypes: false,
    strictRequired: false,
    allowUnionTypes: true,
  });
  for (const [name, schema] of Object.entries(schemas)) {
    if (name !== 'common.schema.json' && !contentKinds.some((kind) => `${kind}.schema.json` === name)) continue;
    ajv.addSchema(schema, name);
  }
  const validators = {} as Partial<SchemaValidators>;
  for (const kind of contentKinds) {
    const validate = ajv.getSchema(`${kind}.schema.json`);
    if (!validate) throw new Error(`schemas/content/${kind}.schema.json is missing`);
    validators[kind] = validate;
  }
  compiled.set(schemas, validators as SchemaValidators);
  return validators as SchemaValidators;
}
