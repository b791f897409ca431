import { getSubmitButtonOptions } from '@rjsf/utils';
import { lazy, Suspense } from 'react';
import buttonStyles from '../styles/buttons.styles.ts';
import type { FormSubmitButtonProps } from '../types.ts';
import { useSchemaFormUi } from '../uiContext.ts';

// Loaded as a form first shows (its prerendered page already shows the hint, which hydrates once this is in).
const SubmitHint = lazy(() => import('./SubmitHint.tsx').then((module) => ({ default: module.SubmitHint })));

/**
 * The form's submit button, labelled with SchemaForm's submitLabel (or the uiSchema's
 * submitText) and disabled until the form is complete, with a hint naming the fields still to fill
 * in or correct and a button to the first of them. SchemaForm's
 * footer (e.g. a Back link) sits on the same row, and its beforeSubmit above it.
 */
export function SubmitButton({ uiSchema, registry }: FormSubmitButtonProps) {
  const ui = useSchemaFormUi();
  const { submitText, norender, props: buttonProps } = getSubmitButtonOptions(uiSchema);
  if (norender)
    return (
      <>
        {ui.beforeSubmit}
        {ui.footer}
      </>
    );
  const disabled = ui.disabled || !ui.complete || buttonProps?.disabled === true;
  const hint = ui.complete || ui.disabled ? undefined : ui.hint;
  const hintId = `${registry.globalFormOptions.idPrefix}__submit-hint`;
  return (
    <>
      {ui.beforeSubmit}
      <div className={buttonStyles.submitRow}>
        <div className={buttonStyles.submitFooter}>{ui.footer}</div>
        <div className={buttonStyles.submitColumn}>
          <button
            type="submit"
            disabled={disabled}
            aria-describedby={hint ? hintId : undefined}
            className={buttonStyles.submitButton}
          >
            {ui.submitLabel ?? submitText}
          </button>
          {/* Under the button, which stays where it is as the hint shrinks and goes. */}
          {hint && (
            <div className={buttonStyles.hint}>
              <Suspense fallback={null}>
                <SubmitHint id={hintId} facts={hint} />
              </Suspense>
            </div>
          )}
        </div>
      </div>
    </>
  );
}
