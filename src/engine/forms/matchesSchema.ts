import Ajv, { type ValidateFunction } from 'ajv';

// Draft-07, as @rjsf/validator-ajv8 uses, so a condition reads the same here as in the rendered form.
const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: false });
const compiled = new WeakMap<object, ValidateFunction>();

/**
 * Whether `data` satisfies `schema`; used to evaluate the `if` of a conditional (`if`/`then`/`else`).
 * Boolean schemas are allowed. Compiled validators are cached per schema object.
 */
export function matchesSchema(schema: unknown, data: unknown): boolean {
  if (typeof schema === 'boolean') return schema;
  if (typeof schema !== 'object' || schema === null) return true;
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate(data);
}
