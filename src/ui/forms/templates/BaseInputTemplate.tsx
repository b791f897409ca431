import { getInputProps, type RJSFSchema } from '@rjsf/utils';
import type { ChangeEvent } from 'react';
import { isNumberFormat } from '../../../engine/formats/numberFormats.ts';
import { NumberInFormat, numberInFormat } from '../../components/NumberInFormat.tsx';
import { describedByIds } from '../../steps/input/describedByIds.ts';
import fieldStyles from '../styles/fields.styles.ts';
import type { FormBaseInputProps, FormContext, FormValues } from '../types.ts';
import { useTextControlProps } from '../useTextControlProps.ts';

/** The number in a box's value (rjsf hands a number, or the text while it is typed), or none. */
function typedNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return undefined;
}

/**
 * A single-line input (text, email, tel, number, ...), the base of TextWidget and EmailWidget. A
 * number field's `"ui:options": { "format": "currency" }` puts the format's sign beside the box
 * and, once there are thousands, the number as it reads under it ($300,000); the value stays the
 * number typed.
 */
export function BaseInputTemplate(props: FormBaseInputProps) {
  const { options, schema, id } = props;
  const requestedType: unknown = props.type;
  const inputProps = getInputProps<FormValues, RJSFSchema, FormContext>(
    schema,
    typeof requestedType === 'string' ? requestedType : undefined,
    options,
  );
  const control = useTextControlProps(props);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (props.onChangeOverride) {
      props.onChangeOverride(event);
      return;
    }
    props.onChange(event.target.value === '' ? options.emptyValue : event.target.value);
  };
  const format = inputProps.type === 'number' && isNumberFormat(options.format) ? options.format : undefined;
  const formatted = numberInFormat(id, format, typedNumber(props.value));
  const input = (
    <input
      {...control}
      aria-describedby={describedByIds(...formatted.describedBy, control['aria-describedby'])}
      type={inputProps.type}
      step={inputProps.step}
      min={inputProps.min}
      max={inputProps.max}
      accept={typeof props.accept === 'string' ? props.accept : undefined}
      autoComplete={inputProps.autoComplete}
      onChange={onChange}
      className={fieldStyles.control}
    />
  );
  if (format === undefined) return input;
  return (
    <NumberInFormat
      parts={formatted}
      styles={{ row: fieldStyles.affixed, affix: fieldStyles.affix, reading: fieldStyles.reading }}
    >
      {input}
    </NumberInFormat>
  );
}
