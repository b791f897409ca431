import { rangeSpec } from '@rjsf/utils';
import fieldStyles from '../styles/fields.styles.ts';
import type { FormWidgetProps } from '../types.ts';
import { useFieldAria } from '../useFieldAria.ts';

/** A number as a slider in the app's colours, its current value shown beside it (and spoken as aria-valuetext). */
export function RangeWidget(props: FormWidgetProps) {
  const { id, htmlName, value, disabled, readonly, autofocus, schema, label, hideLabel } = props;
  const aria = useFieldAria(props);
  const spec = rangeSpec(schema);
  const current = typeof value === 'number' ? value : (spec.min ?? 0);
  return (
    <div className={fieldStyles.range}>
      <input
        type="range"
        id={id}
        name={htmlName ?? id}
        min={spec.min}
        max={spec.max}
        step={spec.step}
        value={current}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        aria-describedby={aria.describedBy}
        aria-invalid={aria.invalid || undefined}
        aria-label={hideLabel ? label : undefined}
        onChange={(event) => props.onChange(Number(event.target.value))}
        onBlur={(event) => props.onBlur(id, Number(event.target.value))}
        onFocus={(event) => props.onFocus(id, Number(event.target.value))}
        className={fieldStyles.rangeInput}
      />
      <output htmlFor={id} className={fieldStyles.rangeValue} aria-hidden="true">
        {value === undefined ? '–' : current}
      </output>
    </div>
  );
}
