import { chakra } from '@chakra-ui/react';
import { getInputProps, type RJSFSchema } from '@rjsf/utils';
import type { ChangeEvent, FocusEvent } from 'react';
import { controlStyles } from '../styles.ts';
import type { FormBaseInputProps, FormContext, FormValues } from '../types.ts';
import { useFieldAria } from '../useFieldAria.ts';

/** A single-line input (text, email, tel, ...), the base of TextWidget and EmailWidget. */
export function BaseInputTemplate(props: FormBaseInputProps) {
  const { id, htmlName, value, required, disabled, readonly, autofocus, placeholder, options, schema, label, hideLabel } = props;
  const aria = useFieldAria(props);
  const requestedType: unknown = props.type;
  const inputProps = getInputProps<FormValues, RJSFSchema, FormContext>(
    schema,
    typeof requestedType === 'string' ? requestedType : undefined,
    options,
  );
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (props.onChangeOverride) return props.onChangeOverride(event);
    props.onChange(event.target.value === '' ? options.emptyValue : event.target.value);
  };
  return (
    <chakra.input
      id={id}
      name={htmlName ?? id}
      type={inputProps.type}
      autoComplete={inputProps.autoComplete}
      value={value === undefined || value === null ? '' : String(value)}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      placeholder={placeholder || undefined}
      maxLength={schema.maxLength}
      aria-describedby={aria.describedBy}
      aria-invalid={aria.invalid || undefined}
      aria-label={hideLabel ? label : undefined}
      onChange={onChange}
      onBlur={(event: FocusEvent<HTMLInputElement>) => props.onBlur(id, event.target.value)}
      onFocus={(event: FocusEvent<HTMLInputElement>) => props.onFocus(id, event.target.value)}
      css={controlStyles}
    />
  );
}
