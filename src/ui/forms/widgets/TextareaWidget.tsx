import { chakra } from '@chakra-ui/react';
import { textareaStyles } from '../styles.ts';
import type { FormWidgetProps } from '../types.ts';
import { useFieldAria } from '../useFieldAria.ts';

/** A multi-line text area; `ui:options.rows` sets its height. */
export function TextareaWidget(props: FormWidgetProps) {
  const { id, htmlName, value, required, disabled, readonly, autofocus, placeholder, options, schema, label, hideLabel } = props;
  const aria = useFieldAria(props);
  return (
    <chakra.textarea
      id={id}
      name={htmlName ?? id}
      value={value === undefined || value === null ? '' : String(value)}
      rows={typeof options.rows === 'number' ? options.rows : 3}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      placeholder={placeholder || undefined}
      maxLength={schema.maxLength}
      aria-describedby={aria.describedBy}
      aria-invalid={aria.invalid || undefined}
      aria-label={hideLabel ? label : undefined}
      onChange={(event) => props.onChange(event.target.value === '' ? options.emptyValue : event.target.value)}
      onBlur={(event) => props.onBlur(id, event.target.value)}
      onFocus={(event) => props.onFocus(id, event.target.value)}
      css={textareaStyles}
    />
  );
}
