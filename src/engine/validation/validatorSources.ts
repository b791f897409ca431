import type { FormContent, JsonValue } from '../content/types.ts';
import { conditionSchemas } from '../forms/conditionSchemas.ts';
import { storedFormSchema } from '../forms/storedFormSchema.ts';
import { conditionKey } from './conditionKey.ts';

/** ajv options of the stored-shape validators. */
export const storedShapeOptions = { allErrors: false, strict: false } as const;
/** ajv options of the conditions: draft-07 without formats, as @rjsf/validator-ajv8 reads a condition. */
export const conditionOptions = { allErrors: false, strict: false, validateFormats: false } as const;

/**
 * The schemas behind a flow's FlowValidators, under the names they are looked up by: one per
 * form (its stored shape) and one per condition its forms evaluate. Compiled ahead of time for
 * the browser (tools/validators) or at run time where compiling is allowed (compileAtRunTime).
 */
export function validatorSources(forms: readonly FormContent[]): {
  forms: Record<string, JsonValue>;
  conditions: Record<string, object>;
} {
  return {
    forms: Object.fromEntries(forms.map((form) => [form.id, storedFormSchema(form.schema)])),
    conditions: Object.fromEntries(
      forms.flatMap((form) => conditionSchemas(form.schema)).map((schema) => [conditionKey(schema), schema]),
    ),
  };
}
