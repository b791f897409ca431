import { getSubmitButtonOptions } from '@rjsf/utils';
import buttonStyles from '../styles/buttons.styles.ts';
import type { FormSubmitButtonProps } from '../types.ts';
import { useSchemaFormUi } from '../uiContext.ts';

/**
 * The form's submit button, labelled with SchemaForm's submitLabel (or the uiSchema's
 * submitText) and disabled until the form is complete, with a hint saying why. SchemaForm's
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
  const showHint = !ui.complete && !ui.disabled && Boolean(ui.incompleteHint);
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
            aria-describedby={showHint ? hintId : undefined}
            className={buttonStyles.submitButton}
          >
            {ui.submitLabel ?? submitText}
          </button>
          {showHint && (
            <p id={hintId} className={buttonStyles.hint}>
              {ui.incompleteHint}
            </p>
          )}
        </div>
      </div>
    </>
  );
}
