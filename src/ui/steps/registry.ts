import type { ComponentType } from 'react';
import type { Step, StepType } from '../../engine/content/types.ts';
import { CheckboxStepView } from './CheckboxStepView.tsx';
import { RadioStepView } from './RadioStepView.tsx';
import { RangeStepView } from './RangeStepView.tsx';
import type { StepViewProps } from './StepViewProps.ts';
import { TextStepView } from './TextStepView.tsx';

export type StepViewRegistry = { [T in StepType]: ComponentType<StepViewProps<Extract<Step, { type: T }>>> };

/** One view per step type, keyed exactly like the engine's stepModels (a test holds them equal). */
export const stepViews: StepViewRegistry = {
  text: TextStepView,
  range: RangeStepView,
  radio: RadioStepView,
  checkbox: CheckboxStepView,
};
