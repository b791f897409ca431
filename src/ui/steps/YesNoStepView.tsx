import type { YesNoStep } from '../../engine/content/types.ts';
import { ChoiceGroup } from './choice/ChoiceGroup.tsx';
import { ChoiceOptionRow } from './choice/ChoiceOptionRow.tsx';
import { shortcutLetter } from './choice/shortcutLetter.ts';
import type { StepViewProps } from './StepViewProps.ts';

/** Two radios in the radio step's look; the browser's radio group gives arrow keys between them. */
export function YesNoStepView({
  step,
  answer,
  onChange,
  titleId,
  disabled,
  invalid,
  describedBy,
}: StepViewProps<YesNoStep>) {
  const choices = [
    { value: true, label: step.yesLabel },
    { value: false, label: step.noLabel },
  ];
  return (
    <ChoiceGroup role="radiogroup" titleId={titleId} describedBy={describedBy} invalid={invalid} optionCount={2}>
      {choices.map((choice, index) => (
        <ChoiceOptionRow
          key={String(choice.value)}
          type="radio"
          name={step.id}
          value={String(choice.value)}
          label={choice.label}
          checked={answer === choice.value}
          shortcut={shortcutLetter(index)}
          disabled={disabled}
          onChange={() => onChange(choice.value)}
        />
      ))}
    </ChoiceGroup>
  );
}
