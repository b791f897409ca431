import { useMemo } from 'react';
import type { RangeStep } from '../../engine/content/types.ts';
import { formatRangeValue } from '../../engine/steps/range/formatRangeValue.ts';
import { histogramBars } from '../../engine/steps/range/histogramBars.ts';
import { handleNames } from './range/handleNames.ts';
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
  return (
    <RangeSlider
      bounds={step}
      // Before the first move the declared default is what the user sees (and, seeded by the
      // screen from initialAnswer, what gets recorded).
      value={answer ?? step.default}
      onChange={onChange}
      formatValue={(value) => formatRangeValue(value, step.format, step)}
      bars={bars}
      names={names}
      labelledBy={titleId}
      describedBy={describedBy}
      disabled={disabled}
      invalid={invalid}
    />
  );
}
