import { getInputProps, type RJSFSchema } from '@rjsf/utils';
import type { ChangeEvent } from 'react';
import fieldStyles from '../styles/fields.styles.ts';
import type { FormBaseInputProps, FormContext, FormValues } from '../types.ts';
import { useTextControlProps } from '../useTextControlProps.ts';

/** A single-line input (text, email, tel, ...), the base of TextWidget and EmailWidget. */
export function BaseInputTemplate(props: FormBaseInputProps) {
  const { options, schema } = props;
  const requestedType: unknown = props.type;
  const inputProps = getInputProps<FormValues, RJSFSchema, FormContext>(
    schema,
    typeof requestedType === 'string' ? requestedType : undefined,
    options,
  );
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (props.onChangeOverride) {
      props.onChangeOverride(event);
      return;
    }
    props.onChange(event.target.value === '' ? options.emptyValue : event.target.value);
  };
  return (
    <input
      {...useTextControlProps(props)}
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
}
