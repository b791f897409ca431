import type { NpsStep, RatingStep } from '../../engine/content/types.ts';
import { scaleBounds } from '../../engine/steps/scale/scaleBounds.ts';
import { ScaleChoices } from './scale/ScaleChoices.tsx';
import type { StepViewProps } from './StepViewProps.ts';

/** The view of both scale steps: a rating 1–N and NPS 0–10 differ only in their points. */
export function ScaleStepView({ step, answer, onChange, ...rest }: StepViewProps<RatingStep | NpsStep>) {
  return (
    <ScaleChoices
      name={step.id}
      bounds={scaleBounds(step)}
      minLabel={step.minLabel}
      maxLabel={step.maxLabel}
      value={answer}
      onChange={onChange}
      {...rest}
    />
  );
}
