import { useMemo } from 'react';
import type { RangeStep } from '../../engine/content/types.ts';
import { formatRangeValue } from '../../engine/steps/range/formatRangeValue.ts';
import { histogramBars } from '../../engine/steps/range/histogramBars.ts';
import { handleNames } from './range/handleNames.ts';
import { RangeEndInput } from './range/RangeEndInput.tsx';
import styles from './range/RangeInputs.styles.ts';
import { RangeSlider } from './range/RangeSlider.tsx';
import type { StepViewProps } from './StepViewProps.ts';

export function RangeStepView({
  step,
  answer,
  onChange,
  titleId,
  disabled,
  invalid,
  describedBy,
}: StepViewProps<RangeStep>) {
  const bars = useMemo(() => histogramBars(step), [step]);
  const names = useMemo(() => handleNames(step.title), [step.title]);
  const value = answer ?? step.default;
  const ends = { titleId, value, bounds: step, format: step.format, onChange, disabled, invalid, describedBy };
  return (
    <>
      <RangeSlider
        bounds={step}
        // Before the first move the declared default is what the user sees (and, seeded by the
        // screen from initialAnswer, what gets recorded).
        value={value}
        onChange={onChange}
        formatValue={(value) => formatRangeValue(value, step.format, step)}
        bars={bars}
        names={names}
        labelledBy={titleId}
        describedBy={describedBy}
        disabled={disabled}
        invalid={invalid}
      />
      {/* An exact figure, typed: the boxes and the handles show the same range. */}
      <div className={styles.inputs}>
        <RangeEndInput id={`${step.id}-min`} end="min" {...ends} />
        <RangeEndInput id={`${step.id}-max`} end="max" {...ends} />
      </div>
    </>
  );
}
