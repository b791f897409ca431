import { chakra } from '@chakra-ui/react';
import { enumOptionsIsSelected, enumOptionValueEncoder, getOptionValueFormat, optionId } from '@rjsf/utils';
import type { FocusEvent } from 'react';
import { choiceListStyles, choiceStyles, inlineChoiceListStyles } from '../styles.ts';
import type { FormWidgetProps } from '../types.ts';
import { useFieldAria } from '../useFieldAria.ts';

/**
 * A group of native radio buttons (arrow keys move between them). FieldTemplate wraps it in a
 * fieldset whose legend is the field's label. Blur is reported when focus leaves the group.
 */
export function RadioWidget(props: FormWidgetProps) {
  const { id, htmlName, value, required, disabled, readonly, autofocus, options } = props;
  const aria = useFieldAria(props);
  const { enumOptions = [], enumDisabled, inline } = options;
  const format = getOptionValueFormat(options);
  const disabledValues: unknown[] = Array.isArray(enumDisabled) ? enumDisabled : [];
  const onGroupBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) props.onBlur(id, value);
  };
  return (
    <chakra.div id={id} css={inline ? inlineChoiceListStyles : choiceListStyles} onBlur={onGroupBlur}>
      {enumOptions.map((option, index) => (
        <chakra.label key={String(option.value)} css={choiceStyles}>
          <input
            type="radio"
            id={optionId(id, index)}
            name={htmlName ?? id}
            value={enumOptionValueEncoder(option.value, index, format)}
            checked={enumOptionsIsSelected(option.value, value)}
            required={required}
            disabled={disabled || readonly || disabledValues.includes(option.value)}
            autoFocus={autofocus && index === 0}
            aria-describedby={aria.describedBy}
            aria-invalid={aria.invalid || undefined}
            onChange={() => props.onChange(option.value)}
            onFocus={() => props.onFocus(id, value)}
          />
          <span>{option.label}</span>
        </chakra.label>
      ))}
    </chakra.div>
  );
}
