import type { RJSFValidationError } from '@rjsf/utils';
import type { FieldPath } from '../../engine/forms/isFormComplete.ts';

/** The fields whose value has the wrong `format` (an email without its domain, say): what keeps submit disabled besides empty ones. */
export function malformedFields(errors: readonly RJSFValidationError[]): FieldPath[] {
  return errors
    .filter((error) => error.name === 'format')
    .map((error) =>
      (error.property ?? '')
        .split('.')
        .filter(Boolean)
        .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment)),
    );
}
