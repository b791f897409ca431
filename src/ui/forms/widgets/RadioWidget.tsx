import { enumOptionsIsSelected } from '@rjsf/utils';
import type { FormWidgetProps } from '../types.ts';
import { ChoiceInputs } from './ChoiceInputs.tsx';

/** A single-choice enum as native radio buttons (arrow keys move between them). */
export function RadioWidget(props: FormWidgetProps) {
  return (
    <ChoiceInputs
      widget={props}
      type="radio"
      isChecked={(option) => enumOptionsIsSelected(option.value, props.value)}
      onToggle={(option) => props.onChange(option.value)}
    />
  );
}
