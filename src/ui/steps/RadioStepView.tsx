import type { RadioStep } from '../../engine/content/types.ts';
import { ChoiceGroup } from './choice/ChoiceGroup.tsx';
import { ChoiceOptionRow } from './choice/ChoiceOptionRow.tsx';
import { shortcutLetter } from './choice/shortcutLetter.ts';
import type { StepViewProps } from './StepViewProps.ts';

export function RadioStepView({
  step,
  answer,
  onChange,
  titleId,
  disabled,
  invalid,
  describedBy,
}: StepViewProps<RadioStep>) {
  return (
    <ChoiceGroup
      role="radiogroup"
      titleId={titleId}
      describedBy={describedBy}
      invalid={invalid}
      optionCount={step.options.length}
    >
      {step.options.map((option, index) => (
        <ChoiceOptionRow
          key={option.value}
          type="radio"
          name={step.id}
          value={option.value}
          label={option.label}
          checked={answer === option.value}
          disabled={disabled}
          shortcut={shortcutLetter(index)}
          onChange={() => onChange(option.value)}
        />
      ))}
    </ChoiceGroup>
  );
}
