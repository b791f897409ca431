import type { FocusEvent } from 'react';
import { answerMaxLength } from '../components/LengthCounter.tsx';
import type { FormBaseInputProps, FormWidgetProps } from './types.ts';
import { useFieldAria } from './useFieldAria.ts';

type TextElement = HTMLInputElement | HTMLTextAreaElement;

/** The attributes a single-line input and a text area share: value, state, limits, aria and focus events. */
export function useTextControlProps(props: FormWidgetProps | FormBaseInputProps) {
  const { id, htmlName, value, required, disabled, readonly, autofocus, placeholder, schema, label, hideLabel } = props;
  const aria = useFieldAria(props);
  return {
    id,
    name: htmlName ?? id,
    value: value === undefined || value === null ? '' : String(value),
    required,
    disabled,
    readOnly: readonly,
    autoFocus: autofocus,
    placeholder: placeholder || undefined,
    // A length limit belongs to text; a number's bounds are minimum and maximum.
    maxLength: schema.type === 'string' ? (schema.maxLength ?? answerMaxLength) : undefined,
    'aria-describedby': aria.describedBy,
    'aria-invalid': aria.invalid || undefined,
    'aria-label': hideLabel ? label : undefined,
    onBlur: (event: FocusEvent<TextElement>) => props.onBlur(id, event.target.value),
    onFocus: (event: FocusEvent<TextElement>) => props.onFocus(id, event.target.value),
  };
}
