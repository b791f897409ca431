import { fillMessage } from '../../analysis/fillMessage.ts';
import type { AppContent } from '../../content/types.ts';

/** The app's words for the hint beside a form's disabled submit button (flows/app.yaml `messages`). */
export type FormHintMessages = Pick<AppContent['messages'], 'formMissing' | 'formInvalid' | 'formGoTo'>;

/** What the hint says: the fields still empty, those filled in wrongly, and its button to the first of them. */
export interface FormHint {
  missing?: string;
  invalid?: string;
  goTo?: string;
}

/** Names as a sentence lists them in `locale` ("A, B and C"). */
function listed(names: readonly string[], locale: string | undefined): string {
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(names);
}

/**
 * The hint beside a form's submit button while it is disabled, naming what keeps it so: the
 * required fields still empty (`formMissing`), those whose value is malformed (`formInvalid`,
 * e.g. an email without its domain), each once, and a button to the first of all (`formGoTo`).
 * `first` is that field's label, the first in the form's order.
 */
export function formHint(
  messages: FormHintMessages,
  missing: readonly string[],
  invalid: readonly string[],
  first: string | undefined,
  locale?: string,
): FormHint {
  const unique = (names: readonly string[]) => [...new Set(names)];
  return {
    ...(missing.length > 0
      ? { missing: fillMessage(messages.formMissing, { fields: listed(unique(missing), locale) }) }
      : {}),
    ...(invalid.length > 0
      ? { invalid: fillMessage(messages.formInvalid, { fields: listed(unique(invalid), locale) }) }
      : {}),
    ...(first === undefined ? {} : { goTo: fillMessage(messages.formGoTo, { field: first }) }),
  };
}
