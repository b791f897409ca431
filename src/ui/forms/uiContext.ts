import { createContext, useContext, type ReactNode } from 'react';

/**
 * What SchemaForm tells its templates and widgets beyond rjsf's own props. A React context
 * rather than rjsf's formContext, so a change re-renders only the parts that read it.
 */
export interface SchemaFormUi {
  /** Ids of the fields the user has left at least once; their errors are shown. */
  touched: ReadonlySet<string>;
  /** Set after a submit attempt: every field's errors are shown. */
  revealAll: boolean;
  /** Whether isFormComplete holds for the current data. */
  complete: boolean;
  /** The whole form is disabled (e.g. while an analysis runs). */
  disabled: boolean;
  submitLabel?: string;
  /** Shown under the disabled submit button. */
  incompleteHint?: string;
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
