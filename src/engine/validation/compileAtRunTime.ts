import { customizeValidator } from '@rjsf/validator-ajv8';
import Ajv from 'ajv';
import type { FormContent } from '../content/types.ts';
import type { ConditionCompiler } from '../forms/matchesSchema.ts';
import { withAppFormats } from './ajvFormats.ts';
import type { FlowValidators, PrecompiledValidate } from './types.ts';
import { conditionOptions, storedShapeOptions, validatorSources } from './validatorSources.ts';

/**
 * FlowValidators compiled at run time, from the same sources and options the build compiles:
 * for Node (a server, the tests, the CLI tools), where generating code is allowed. The browser
 * never imports this module (tests/e2e/no-eval.e2e.ts checks dist for ajv's compiler).
 */
export function compileAtRunTime(forms: readonly FormContent[]): FlowValidators {
  const sources = validatorSources(forms);
  const stored = new Ajv(storedShapeOptions);
  const compile = conditionCompiler();
  return {
    forms: Object.fromEntries(
      Object.entries(sources.forms).map(([id, schema]) => [
        id,
        stored.compile(schema as object) as PrecompiledValidate,
      ]),
    ),
    conditions: Object.fromEntries(Object.entries(sources.conditions).map(([key, schema]) => [key, compile(schema)])),
  };
}

/** A ConditionCompiler (see matchesSchema's compileConditionsWith) backed by ajv. */
export function conditionCompiler(): ConditionCompiler {
  const ajv = new Ajv(conditionOptions);
  return (schema) => ajv.compile(schema) as PrecompiledValidate;
}

/**
 * rjsf's validator for forms, compiled at run time with the app's own format checks, as the build
 * compiles each form's (tools/validators/compileValidators.ts): the server's format rule, tests.
 */
export function formValidatorAtRunTime() {
  return customizeValidator({ extenderFn: withAppFormats });
}
