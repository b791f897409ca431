import { chakra } from '@chakra-ui/react';
import { enumOptionsIsSelected, enumOptionValueEncoder, getOptionValueFormat, optionId } from '@rjsf/utils';
import type { FocusEvent } from 'react';
import { choiceListStyles, choiceStyles, inlineChoiceListStyles } from '../styles.ts';
import type { FormWidgetProps } from '../types.ts';
import { useFieldAria } from '../useFieldAria.ts';

/**
 * A group of native checkboxes for a multi-select enum (an array of unique enum items); the
 * value lists the chosen options in the options' order, whatever the order of the clicks. FieldTemplate wraps it in a fieldset with a legend. Blur is
 * reported when focus leaves the group, not when moving between its boxes.
 */
export function CheckboxesWidget(props: FormWidgetProps) {
  const { id, htmlName, value, disabled, readonly, autofocus, options } = props;
  const aria = useFieldAria(props);
  const { enumOptions = [], enumDisabled, inline } = options;
  const format = getOptionValueFormat(options);
  const disabledValues: unknown[] = Array.isArray(enumDisabled) ? enumDisabled : [];
  const chosen: unknown[] = Array.isArray(value) ? value : [];
  const toggle = (optionValue: unknown, checked: boolean) =>
    props.onChange(
      enumOptions
        .map((option) => option.value)
        .filter((candidate) => (candidate === optionValue ? checked : enumOptionsIsSelected(candidate, chosen))),
    );
  const onGroupBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) props.onBlur(id, value);
  };
  return (
    <chakra.div id={id} css={inline ? inlineChoiceListStyles : choiceListStyles} onBlur={onGroupBlur}>
      {enumOptions.map((option, index) => (
        <chakra.label key={String(option.value)} css={choiceStyles}>
          <input
            type="checkbox"
            id={optionId(id, index)}
            name={htmlName ?? id}
            value={enumOptionValueEncoder(option.value, index, format)}
            checked={enumOptionsIsSelected(option.value, chosen)}
            disabled={disabled || readonly || disabledValues.includes(option.value)}
            autoFocus={autofocus && index === 0}
            aria-describedby={aria.describedBy}
            aria-invalid={aria.invalid || undefined}
            onChange={(event) => toggle(option.value, event.target.checked)}
            onFocus={() => props.onFocus(id, value)}
          />
          <span>{option.label}</span>
        </chakra.label>
      ))}
    </chakra.div>
  );
}
