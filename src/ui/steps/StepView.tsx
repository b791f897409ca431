import type { ComponentType } from 'react';
import type { Answer } from '../../engine/content/types.ts';
import { modelFor } from '../../engine/steps/registry.ts';
import { stepViews } from './registry.ts';
import type { StepViewProps } from './StepViewProps.ts';

/**
 * Renders any step with its registered view. Answers of the wrong shape (stale or tampered
 * storage) are dropped here, so no view ever receives a shape it was not written for.
 */
export function StepView(props: StepViewProps) {
  // Sound for the same reason as modelFor: the registry is keyed by the step's own type.
  const View = stepViews[props.step.type] as ComponentType<StepViewProps>;
  const answer: Answer | undefined = modelFor(props.step).isAnswer(props.answer) ? props.answer : undefined;
  return <View {...props} answer={answer} />;
}
