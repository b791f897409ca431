import type { CheckboxStep } from '../../engine/content/types.ts';
import { toggleChoice } from '../../engine/steps/choice/toggleChoice.ts';
import { ChoiceGroup } from './choice/ChoiceGroup.tsx';
import { ChoiceOptionRow } from './choice/ChoiceOptionRow.tsx';
import { shortcutLetter } from './choice/shortcutLetter.ts';
import type { StepViewProps } from './StepViewProps.ts';

export function CheckboxStepView({
  step,
  answer,
  onChange,
  titleId,
  disabled,
  invalid,
  describedBy,
}: StepViewProps<CheckboxStep>) {
  const chosen = answer ?? [];

  const toggle = (value: string, checked: boolean) =>
    onChange(
      toggleChoice(
        step.options.map((option) => option.value),
        chosen,
        value,
        checked,
      ),
    );

  return (
    <ChoiceGroup
      role="group"
      titleId={titleId}
      describedBy={describedBy}
      invalid={invalid}
      optionCount={step.options.length}
    >
      {step.options.map((option, index) => (
        <ChoiceOptionRow
          key={option.value}
          type="checkbox"
          name={step.id}
          value={option.value}
          label={option.label}
          checked={chosen.includes(option.value)}
          disabled={disabled}
          shortcut={shortcutLetter(index)}
          onChange={(event) => toggle(option.value, event.currentTarget.checked)}
        />
      ))}
    </ChoiceGroup>
  );
}
