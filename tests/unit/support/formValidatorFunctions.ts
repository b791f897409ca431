import { createRequire } from 'node:module';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';

const require = createRequire(import.meta.url);

/**
 * What virtual:validators/form/<id> holds after a build (tools/validators/compileValidators.ts),
 * compiled now from the same rjsf code generator: for tests that render a form whose schema no
 * build has seen (a mutated content file, a test's own form).
 */
export function formValidatorFunctions(schema: object): ValidatorFunctions {
  const code = compileSchemaValidatorsCode(schema, { ajvOptionsOverrides: { code: { lines: false } } });
  const module: { exports: ValidatorFunctions } = { exports: {} };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- Node-only test support: runs the CommonJS code ajv generated, as the build's module would
  const run = new Function('module', 'exports', 'require', code) as (
    target: typeof module,
    exports: ValidatorFunctions,
    load: NodeJS.Require,
  ) => void;
  run(module, module.exports, require);
  return module.exports;
}
