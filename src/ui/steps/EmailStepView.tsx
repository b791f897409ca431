import type { EmailStep } from '../../engine/content/types.ts';
import { boxProps } from './input/boxProps.ts';
import type { StepViewProps } from './StepViewProps.ts';

/** A native email input: an @ keyboard on phones and the browser's saved address on offer. */
export function EmailStepView(props: StepViewProps<EmailStep>) {
  const { step, answer, onChange } = props;
  return (
    <input
      {...boxProps(props)}
      type="email"
      autoComplete="email"
      spellCheck={false}
      value={answer ?? ''}
      placeholder={step.placeholder}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
