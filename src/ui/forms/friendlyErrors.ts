import type { RJSFValidationError } from '@rjsf/utils';
import type { FormContent } from '../../engine/content/types.ts';
import { isRecord } from '../../engine/forms/isRecord.ts';
import { errorMessage } from '../../engine/forms/messages/errorMessage.ts';
import type { FormMessages } from '../../engine/forms/messages/formRules.ts';
import type { FormErrorTransformer } from './types.ts';

/** The schema of the property an error's dotted path (e.g. `.industries`) points at, if it can be found. */
function propertyAt(schema: object, path: string[]): Record<string, unknown> | undefined {
  let node: unknown = schema;
  for (const name of path) {
    if (!isRecord(node)) return undefined;
    const own = isRecord(node.properties) ? node.properties[name] : undefined;
    const conditional = isRecord(node.then) && isRecord(node.then.properties) ? node.then.properties[name] : undefined;
    node = own ?? conditional;
  }
  return isRecord(node) ? node : undefined;
}

/** The `ui:messages` of the uiSchema entry at `path`. */
function messagesAt(uiSchema: unknown, path: string[]): Record<string, unknown> | undefined {
  const entry = path.reduce<unknown>((node, name) => (isRecord(node) ? node[name] : undefined), uiSchema);
  const messages = isRecord(entry) ? entry['ui:messages'] : undefined;
  return isRecord(messages) ? messages : undefined;
}

/** The field an error is about: for `required`, the missing property rather than its parent object. */
function fieldPath(error: RJSFValidationError): string[] {
  const params: unknown = error.params;
  const missing = isRecord(params) && typeof params.missingProperty === 'string' ? params.missingProperty : undefined;
  const path = (error.property ?? '').split('.').filter(Boolean);
  return missing && path.at(-1) !== missing ? [...path, missing] : path;
}

/**
 * An rjsf transformErrors for `form` that words every failure from content: the field's own
 * `ui:messages`, else the app's `formMessages` (flows/app.yaml).
 */
export function friendlyErrors(
  form: Pick<FormContent, 'schema' | 'uiSchema'>,
  defaults: FormMessages,
): FormErrorTransformer {
  return (errors) =>
    errors.map((error) => {
      const path = fieldPath(error);
      const params: unknown = error.params;
      const text = errorMessage(
        { keyword: error.name ?? '', params: isRecord(params) ? params : {} },
        { schema: propertyAt(form.schema, path), messages: messagesAt(form.uiSchema, path) },
        defaults,
      );
      return text ? { ...error, message: text, stack: `${error.property ?? ''} ${text}`.trim() } : error;
    });
}
