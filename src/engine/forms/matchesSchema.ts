import { conditionKey } from '../validation/conditionKey.ts';
import type { PrecompiledValidate } from '../validation/types.ts';

/** Compiles a condition at run time; only where compiling code is allowed (Node, tests), never in the browser. */
export type ConditionCompiler = (schema: object) => PrecompiledValidate;

const precompiled = new Map<string, PrecompiledValidate>();
const resolved = new WeakMap<object, PrecompiledValidate>();
let compileAtRunTime: ConditionCompiler | undefined;

/**
 * Hands over the validators the build compiled for a flow's conditions (virtual:content/flow/<id>),
 * so evaluating them needs no schema compiler and no `new Function` in the browser.
 */
export function provideConditions(validators: Readonly<Record<string, PrecompiledValidate>>): void {
  for (const [key, validate] of Object.entries(validators)) precompiled.set(key, validate);
}

/** For Node (the server, tests): compile conditions no build has compiled, e.g. a test's own schema. */
export function compileConditionsWith(compiler: ConditionCompiler | undefined): void {
  compileAtRunTime = compiler;
}

function validatorFor(schema: object): PrecompiledValidate {
  const known = resolved.get(schema) ?? precompiled.get(conditionKey(schema)) ?? compileAtRunTime?.(schema);
  if (!known) throw new Error(`No precompiled validator for the condition ${JSON.stringify(schema)}`);
  resolved.set(schema, known);
  return known;
}

/**
 * Whether `data` satisfies `schema`; used to evaluate the `if` of a conditional (`if`/`then`/`else`).
 * Boolean schemas are allowed. Object schemas run the validator the build compiled for them
 * (draft-07, as @rjsf/validator-ajv8 uses, so a condition reads the same here as in the rendered form).
 */
export function matchesSchema(schema: unknown, data: unknown): boolean {
  if (typeof schema === 'boolean') return schema;
  if (typeof schema !== 'object' || schema === null) return true;
  return validatorFor(schema)(data);
}
