import { enumOptionValueEncoder, getOptionValueFormat, optionId, type EnumOptionsType } from '@rjsf/utils';
import { useRef, type FocusEvent } from 'react';
import fieldStyles from '../styles/fields.styles.ts';
import type { FormWidgetProps } from '../types.ts';
import { useFieldAria } from '../useFieldAria.ts';

type ChoiceOption = EnumOptionsType;

interface ChoiceInputsProps {
  widget: FormWidgetProps;
  type: 'radio' | 'checkbox';
  isChecked: (option: ChoiceOption) => boolean;
  onToggle: (option: ChoiceOption, checked: boolean) => void;
}

/**
 * Native radio buttons or checkboxes, one labelled input per enum option. FieldTemplate wraps the
 * group in a fieldset whose legend is the field's label. Blur is reported when focus leaves the
 * group, not when it moves between the group's inputs.
 */
export function ChoiceInputs({ widget, type, isChecked, onToggle }: ChoiceInputsProps) {
  const { id, htmlName, value, required, disabled, readonly, autofocus, options } = widget;
  const aria = useFieldAria(widget);
  const { enumOptions = [], enumDisabled, inline } = options;
  const format = getOptionValueFormat(options);
  const disabledValues: unknown[] = Array.isArray(enumDisabled) ? enumDisabled : [];
  const groupRef = useRef<HTMLDivElement>(null);
  // Each input reports the group's blur: a div that listens for focus events reads as interactive.
  const onInputBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (!(event.relatedTarget instanceof Node && groupRef.current?.contains(event.relatedTarget)))
      widget.onBlur(id, value);
  };
  return (
    <div ref={groupRef} id={id} className={inline ? fieldStyles.inlineChoiceList : fieldStyles.choiceList}>
      {enumOptions.map((option, index) => (
        <label key={String(option.value)} className={fieldStyles.choice}>
          <input
            type={type}
            id={optionId(id, index)}
            name={htmlName ?? id}
            value={enumOptionValueEncoder(option.value, index, format)}
            checked={isChecked(option)}
            // A checkbox group's "at least one" cannot be expressed by the required attribute.
            required={type === 'radio' ? required : undefined}
            disabled={disabled || readonly || disabledValues.includes(option.value)}
            autoFocus={autofocus && index === 0}
            aria-describedby={aria.describedBy}
            aria-invalid={aria.invalid || undefined}
            onChange={(event) => onToggle(option, event.target.checked)}
            onBlur={onInputBlur}
            onFocus={() => widget.onFocus(id, value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
}
