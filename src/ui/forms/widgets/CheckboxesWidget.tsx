import { enumOptionsIsSelected } from '@rjsf/utils';
import { toggleChoice } from '../../../engine/steps/choice/toggleChoice.ts';
import type { FormWidgetProps } from '../types.ts';
import { ChoiceInputs } from './ChoiceInputs.tsx';

/**
 * A multi-select enum (an array of unique enum items) as native checkboxes. The value lists the
 * chosen options in the options' order, whatever the order of the clicks.
 */
export function CheckboxesWidget(props: FormWidgetProps) {
  const chosen: unknown[] = Array.isArray(props.value) ? props.value : [];
  const enumOptions = props.options.enumOptions ?? [];
  return (
    <ChoiceInputs
      widget={props}
      type="checkbox"
      isChecked={(option) => enumOptionsIsSelected(option.value, chosen)}
      onToggle={(toggled, checked) =>
        props.onChange(
          toggleChoice(
            enumOptions.map((option) => option.value),
            chosen,
            toggled.value,
            checked,
          ),
        )
      }
    />
  );
}
