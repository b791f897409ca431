import { createContext, useContext, type ReactNode } from 'react';
import type { FormContent } from '../../engine/content/types.ts';
import type { FieldPath } from '../../engine/forms/isFormComplete.ts';
import type { FormHintMessages } from '../../engine/forms/messages/formHint.ts';

/**
 * What the hint under a disabled submit button names (SubmitHint.tsx, which loads on demand): the
 * fields still empty and those malformed, by their labels in `form`, in the app's words.
 */
export interface SubmitHintFacts {
  form: Pick<FormContent, 'id' | 'schema' | 'uiSchema'>;
  messages: FormHintMessages;
  missing: readonly FieldPath[];
  malformed: readonly FieldPath[];
  data: unknown;
  /** Shows the errors of the field with this id, which the hint's Go to has just focused. */
  reveal: (id: string) => void;
}

/**
 * What SchemaForm tells its templates and widgets beyond rjsf's own props. A React context
 * rather than rjsf's formContext, so a change re-renders only the parts that read it.
 */
export interface SchemaFormUi {
  /** Ids of the fields the user has left at least once; their errors are shown. */
  touched: ReadonlySet<string>;
  /** Set after a submit attempt: every field's errors are shown. */
  revealAll: boolean;
  /** Whether every required field is filled in and none is malformed. */
  complete: boolean;
  /** The whole form is disabled (e.g. while an analysis runs). */
  disabled: boolean;
  submitLabel?: string;
  /** Shown under the disabled submit button: the fields that keep it disabled. */
  hint?: SubmitHintFacts;
  /** Rendered before the submit button, e.g. a Back link. */
  footer?: ReactNode;
  /** Rendered above the submit button's row, e.g. a consent checkbox. */
  beforeSubmit?: ReactNode;
}

export const SchemaFormUiContext = createContext<SchemaFormUi>({
  touched: new Set(),
  revealAll: true,
  complete: true,
  disabled: false,
});

export function useSchemaFormUi(): SchemaFormUi {
  return useContext(SchemaFormUiContext);
}
