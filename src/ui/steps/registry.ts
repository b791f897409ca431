import type { ComponentType } from 'react';
import type { Step, StepType } from '../../engine/content/types.ts';
import { CheckboxStepView } from './CheckboxStepView.tsx';
import { DateStepView } from './DateStepView.tsx';
import { DropdownStepView } from './DropdownStepView.tsx';
import { EmailStepView } from './EmailStepView.tsx';
import { NumberStepView } from './NumberStepView.tsx';
import { RadioStepView } from './RadioStepView.tsx';
import { RangeStepView } from './RangeStepView.tsx';
import { ScaleStepView } from './ScaleStepView.tsx';
import type { StepViewProps } from './StepViewProps.ts';
import { TextStepView } from './TextStepView.tsx';
import { YesNoStepView } from './YesNoStepView.tsx';

export type StepViewRegistry = { [T in StepType]: ComponentType<StepViewProps<Extract<Step, { type: T }>>> };

/** One view per step type, keyed exactly like the engine's stepModels (a test holds them equal). */
export const stepViews: StepViewRegistry = {
  text: TextStepView,
  range: RangeStepView,
  radio: RadioStepView,
  checkbox: CheckboxStepView,
  number: NumberStepView,
  email: EmailStepView,
  date: DateStepView,
  rating: ScaleStepView,
  nps: ScaleStepView,
  yesno: YesNoStepView,
  dropdown: DropdownStepView,
};
