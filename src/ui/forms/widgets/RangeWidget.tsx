import { chakra } from '@chakra-ui/react';
import { rangeSpec } from '@rjsf/utils';
import { rangeStyles } from '../styles.ts';
import type { FormWidgetProps } from '../types.ts';
import { useFieldAria } from '../useFieldAria.ts';

/** A number as a slider in the app's colours, its current value shown beside it (and spoken as aria-valuetext). */
export function RangeWidget(props: FormWidgetProps) {
  const { id, htmlName, value, disabled, readonly, autofocus, schema, label, hideLabel } = props;
  const aria = useFieldAria(props);
  const spec = rangeSpec(schema);
  const current = typeof value === 'number' ? value : (spec.min ?? 0);
  return (
    <chakra.div display="flex" alignItems="center" gap="1rem">
      <chakra.input
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
        css={rangeStyles}
      />
      <chakra.output htmlFor={id} minWidth="3ch" textAlign="end" fontWeight={600} color="#1f2937" aria-hidden="true">
        {value === undefined ? '–' : current}
      </chakra.output>
    </chakra.div>
  );
}
