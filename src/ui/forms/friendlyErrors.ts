import type { RJSFValidationError } from '@rjsf/utils';
import type { FormContent } from '../../engine/content/types.ts';
import { fieldAt } from '../../engine/forms/fieldAt.ts';
import { isRecord } from '../../engine/forms/isRecord.ts';
import { errorMessage } from '../../engine/forms/messages/errorMessage.ts';
import type { FormMessages } from '../../engine/forms/messages/formRules.ts';
import type { FormErrorTransformer } from './types.ts';

/** The field an error is about: for `required`, the missing property rather than its parent object. */
function fieldPath(error: RJSFValidationError): string[] {
  const params: unknown = error.params;
  const missing = isRecord(params) && typeof params.missingProperty === 'string' ? params.missingProperty : undefined;
  const path = (error.property ?? '').split('.').filter(Boolean);
  return missing && path.at(-1) !== missing ? [...path, missing] : path;
}

/**
 * An rjsf transformErrors for `form` that words every failure from content: the field's own
 * `ui:messages`, else the app's `messages` (flows/app.yaml). A field its `ui:when` hides now
 * (`hidden`) has no failures: it is neither shown nor stored, so it holds nothing up.
 */
export function friendlyErrors(
  form: Pick<FormContent, 'schema' | 'uiSchema'>,
  defaults: FormMessages,
  hidden: ReadonlySet<string> = new Set(),
): FormErrorTransformer {
  return (errors) =>
    errors
      .filter((error) => !hidden.has(fieldPath(error)[0] ?? ''))
      .map((error) => {
        const field = fieldAt(form.schema, form.uiSchema, fieldPath(error));
        const params: unknown = error.params;
        const messages = field.ui?.['ui:messages'];
        const text = errorMessage(
          { keyword: error.name ?? '', params: isRecord(params) ? params : {} },
          { schema: field.schema, messages: isRecord(messages) ? messages : undefined },
          defaults,
        );
        return text ? { ...error, message: text, stack: `${error.property ?? ''} ${text}`.trim() } : error;
      });
}
