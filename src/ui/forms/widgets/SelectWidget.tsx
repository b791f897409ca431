import {
  enumOptionSelectedValue,
  enumOptionValueDecoder,
  enumOptionValueEncoder,
  getOptionValueFormat,
} from '@rjsf/utils';
import type { ChangeEvent } from 'react';
import fieldStyles from '../styles/fields.styles.ts';
import type { FormWidgetProps } from '../types.ts';
import { useFieldAria } from '../useFieldAria.ts';

function selected(
  event: ChangeEvent<HTMLSelectElement> | { target: HTMLSelectElement },
  multiple: boolean,
): string | string[] {
  const select = event.target;
  return multiple ? Array.from(select.selectedOptions, (option) => option.value) : select.value;
}

/** A native drop-down for a single enum (with a placeholder choice when there is no default), or a list box when `multiple`. */
export function SelectWidget(props: FormWidgetProps) {
  const {
    id,
    htmlName,
    value,
    required,
    disabled,
    readonly,
    autofocus,
    placeholder,
    options,
    schema,
    label,
    hideLabel,
  } = props;
  const multiple = props.multiple === true;
  const aria = useFieldAria(props);
  const { enumOptions = [], enumDisabled, emptyValue } = options;
  const format = getOptionValueFormat(options);
  const decode = (raw: string | string[]) => enumOptionValueDecoder(raw, enumOptions, format, emptyValue);
  const current = enumOptionSelectedValue(value, enumOptions, multiple, format, multiple ? [] : '');
  const disabledValues: unknown[] = Array.isArray(enumDisabled) ? enumDisabled : [];
  return (
    <select
      id={id}
      name={htmlName ?? id}
      multiple={multiple}
      value={current}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      aria-describedby={aria.describedBy}
      aria-invalid={aria.invalid || undefined}
      aria-label={hideLabel ? label : undefined}
      onChange={(event) => props.onChange(decode(selected(event, multiple)))}
      onBlur={(event) => props.onBlur(id, decode(selected(event, multiple)))}
      onFocus={(event) => props.onFocus(id, decode(selected(event, multiple)))}
      className={fieldStyles.control}
    >
      {!multiple && schema.default === undefined && <option value="">{placeholder || 'Choose…'}</option>}
      {enumOptions.map((option, index) => (
        <option
          key={String(option.value)}
          value={enumOptionValueEncoder(option.value, index, format)}
          disabled={disabledValues.includes(option.value)}
        >
          {option.label}
        </option>
      ))}
    </select>
  );
}
