import { fileURLToPath } from 'node:url';
import Ajv, { _ } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import type { Content, FlowContent, FormContent } from '../../src/engine/content/types.ts';
import {
  conditionOptions,
  storedShapeOptions,
  validatorSources,
} from '../../src/engine/validation/validatorSources.ts';
import { withAppFormats } from '../../src/engine/validation/ajvFormats.ts';
import { esmModule } from './esmModule.ts';

/** The module whose `ajvFormats` the generated form validators call for every `format`. */
const formatsModule = fileURLToPath(new URL('../../src/engine/validation/ajvFormats.ts', import.meta.url));

/** The forms a flow's screens render. */
export function flowForms(content: Content, flow: FlowContent): FormContent[] {
  return flow.screens.flatMap((screen) => {
    const form = screen.type === 'form' ? content.forms[screen.form] : undefined;
    return form ? [form] : [];
  });
}

function standalone(options: object, schemas: Record<string, unknown>): string {
  const ajv = new Ajv({ ...options, code: { source: true, lines: false } });
  for (const [key, schema] of Object.entries(schemas)) ajv.addSchema(schema as object, key);
  return standaloneCode(ajv);
}

/**
 * Module code declaring a flow's FlowValidators (src/engine/validation/types.ts) as `forms` and
 * `conditions`, compiled now (ajv standalone) so the browser compiles nothing.
 */
export function flowValidatorsCode(forms: readonly FormContent[]): string {
  const sources = validatorSources(forms);
  return esmModule({
    forms: standalone(storedShapeOptions, sources.forms),
    conditions: standalone(conditionOptions, sources.conditions),
  });
}

/** ES module code whose default export is rjsf's precompiled validator functions for one form (createPrecompiledValidator). */
export function formValidatorCode(form: FormContent): string {
  const code = compileSchemaValidatorsCode(form.schema as object, {
    extenderFn: withAppFormats,
    // ajv's standalone code reads formats from this expression: the app's own checks, not a copy.
    ajvOptionsOverrides: { code: { lines: false, formats: _`require(${formatsModule}).ajvFormats` } },
  });
  return `${esmModule({ validateFns: code })}\nexport default validateFns;`;
}
