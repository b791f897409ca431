import type { RJSFSchema } from '@rjsf/utils';
import {
  errorMessage,
  fieldAt,
  type FormContent,
  type FormMessages,
  formValidatorAtRunTime,
  isRecord,
} from '../../src/engine/index.ts';

/** Why a submitted form's value breaks a field's `format`, or null. */
export type FormatCheck = (value: unknown) => string | null;

// The validator the browser's form uses (rjsf's ajv8 with the app's format checks), compiled here at run time.
const validator = formValidatorAtRunTime();

/**
 * The `format` rule of a form (email, uri, date, ...) as the browser's form applies it before
 * Continue is enabled, for the server: a request carrying `jane@` as an email is refused with the
 * field's own message (its `ui:messages`, else the app's `messages`).
 */
export function formatChecker(form: FormContent, messages: FormMessages): FormatCheck {
  const schema = form.schema as RJSFSchema;
  return (value) => {
    if (!isRecord(value)) return null;
    const failed = validator.validateFormData(value, schema).errors.find((error) => error.name === 'format');
    if (!failed) return null;
    const path = (failed.property ?? '').split('.').filter(Boolean);
    const field = fieldAt(form.schema, form.uiSchema, path);
    const own = field.ui?.['ui:messages'];
    const params: unknown = failed.params;
    const text = errorMessage(
      { keyword: 'format', params: isRecord(params) ? params : {} },
      { schema: field.schema, messages: isRecord(own) ? own : undefined },
      messages,
    );
    return `has "${path.join('.')}" that is not valid: ${text ?? failed.message ?? 'wrong format'}`;
  };
}
