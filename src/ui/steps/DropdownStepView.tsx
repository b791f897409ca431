import type { DropdownStep } from '../../engine/content/types.ts';
import { boxProps } from './input/boxProps.ts';
import type { StepViewProps } from './StepViewProps.ts';

/**
 * A native select: the platform's own menu (a wheel on phones), type-ahead, arrows, Home/End and
 * Escape come with it, which is what a long list needs. The empty first entry is "nothing chosen".
 */
export function DropdownStepView(props: StepViewProps<DropdownStep>) {
  const { step, answer, onChange } = props;
  return (
    <select
      {...boxProps(props)}
      value={answer ?? ''}
      onChange={(event) => {
        const value = event.currentTarget.value;
        onChange(value === '' ? undefined : value);
      }}
    >
      <option value="">{step.placeholder ?? ''}</option>
      {step.options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
