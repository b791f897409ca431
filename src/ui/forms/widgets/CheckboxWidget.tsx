import { VisuallyHidden } from '../../components/VisuallyHidden.tsx';
import fieldStyles from '../styles/fields.styles.ts';
import type { FormWidgetProps } from '../types.ts';
import { useFieldAria } from '../useFieldAria.ts';
import { useItemLabel } from '../arrayContext.ts';

/**
 * A boolean as one native checkbox with its label beside it. FieldTemplate shows the description
 * once (above); `ui:options.label: false` (rjsf's hideLabel) hides the words visually, never from
 * screen readers.
 */
export function CheckboxWidget(props: FormWidgetProps) {
  const { id, htmlName, value, required, disabled, readonly, autofocus, schema } = props;
  const aria = useFieldAria(props);
  const label = useItemLabel(id, props.label || schema.title || '');
  return (
    <label htmlFor={id} className={fieldStyles.choice}>
      <input
        type="checkbox"
        id={id}
        name={htmlName ?? id}
        checked={value === true}
        required={required}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        aria-describedby={aria.describedBy}
        aria-invalid={aria.invalid || undefined}
        onChange={(event) => props.onChange(event.target.checked)}
        onBlur={(event) => props.onBlur(id, event.target.checked)}
        onFocus={(event) => props.onFocus(id, event.target.checked)}
      />
      {props.hideLabel || !label ? <VisuallyHidden>{label || 'Answer'}</VisuallyHidden> : <span>{label}</span>}
    </label>
  );
}
