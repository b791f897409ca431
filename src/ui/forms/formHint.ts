import { useMemo } from 'react';
import type { FormContent } from '../../engine/content/types.ts';
import { effectiveShape } from '../../engine/forms/effectiveShape.ts';
import { fieldLabel } from '../../engine/forms/fieldLabel.ts';
import type { FieldPath } from '../../engine/forms/isFormComplete.ts';
import { formHint, type FormHint, type FormHintMessages } from '../../engine/forms/messages/formHint.ts';

/** rjsf's separator between the names in an element id (`company-profile_companyEmail`). */
const idSeparator = '_';

/** The language the page is in, for listing names as it would; none while prerendering. */
function pageLanguage(): string | undefined {
  return typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined;
}

/**
 * The hint beside the disabled submit button (formHint), with the path of the first field it
 * names in the form's order (its top-level fields as declared, conditions applied to `data`).
 */
export function useFormHint(
  form: Pick<FormContent, 'schema' | 'uiSchema'>,
  messages: FormHintMessages,
  missing: readonly FieldPath[],
  malformed: readonly FieldPath[],
  data: unknown,
): { hint: FormHint; first: FieldPath | undefined } {
  return useMemo(() => {
    const label = (path: FieldPath) => fieldLabel(form.schema, form.uiSchema, path);
    const order = Object.keys(effectiveShape(form.schema, data).properties);
    const place = (path: FieldPath) => {
      const at = order.indexOf(String(path[0]));
      return at === -1 ? order.length : at;
    };
    const first = [...missing, ...malformed].sort((a, b) => place(a) - place(b))[0];
    const hint = formHint(
      messages,
      missing.map(label),
      malformed.map(label),
      first === undefined ? undefined : label(first),
      pageLanguage(),
    );
    return { hint, first };
  }, [form.schema, form.uiSchema, messages, missing, malformed, data]);
}

/**
 * Moves focus to the field at `path` of the form whose ids start with `idPrefix`, and returns its
 * id: its control, or the first control of a group (radios and checkboxes carry `<id>-<n>`).
 */
export function focusField(idPrefix: string, path: FieldPath): string {
  const id = [idPrefix, ...path].join(idSeparator);
  const element = document.getElementById(id);
  const control = element?.matches('input, select, textarea, button')
    ? element
    : (element?.querySelector<HTMLElement>('input, select, textarea, button') ??
      document.querySelector<HTMLElement>(`[id^="${CSS.escape(id)}-"]`));
  control?.focus();
  return id;
}
