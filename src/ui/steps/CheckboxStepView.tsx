import type { CheckboxStep } from '../../engine/content/types.ts';
import { ChoiceGroup } from './choice/ChoiceGroup.tsx';
import { ChoiceOptionRow } from './choice/ChoiceOptionRow.tsx';
import type { StepViewProps } from './StepViewProps.ts';

export function CheckboxStepView({ step, answer, onChange, titleId, disabled, invalid, describedBy }: StepViewProps<CheckboxStep>) {
  const chosen = answer ?? [];

  function toggle(value: string, checked: boolean) {
    // Rebuilt in option order so the stored list does not depend on click order.
    const next = step.options
      .map((option) => option.value)
      .filter((v) => (v === value ? checked : chosen.includes(v)));
    onChange(next);
  }

  return (
    <ChoiceGroup role="group" titleId={titleId} describedBy={describedBy} invalid={invalid} optionCount={step.options.length}>
      {step.options.map((option) => (
        <ChoiceOptionRow
          key={option.value}
          type="checkbox"
          name={step.id}
          value={option.value}
          label={option.label}
          checked={chosen.includes(option.value)}
          disabled={disabled}
          onChange={(event) => toggle(option.value, event.currentTarget.checked)}
        />
      ))}
    </ChoiceGroup>
  );
}
