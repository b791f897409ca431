import { enumOptionsIsSelected } from '@rjsf/utils';
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
          enumOptions
            .map((option) => option.value)
            .filter((candidate) => (candidate === toggled.value ? checked : enumOptionsIsSelected(candidate, chosen))),
        )
      }
    />
  );
}
