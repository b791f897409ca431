import type { TextStep } from '../../engine/content/types.ts';
import { answerMaxLength, LengthCounter } from '../components/LengthCounter.tsx';
import type { StepViewProps } from './StepViewProps.ts';
import styles from './TextStepView.styles.ts';

export function TextStepView({
  step,
  answer,
  onChange,
  titleId,
  disabled,
  invalid,
  describedBy,
}: StepViewProps<TextStep>) {
  const max = step.maxLength ?? answerMaxLength;
  // A styled textarea rather than Chakra's Textarea: that component brings Ark's whole Field and
  // zag's auto-resize to the questionnaire routes (~3.5 KB gzip, npm run size:attribute) for a
  // recipe the app does not register and a field context this step does not use.
  return (
    <>
      <textarea
        id={`${step.id}-input`}
        maxLength={max}
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        value={answer ?? ''}
        placeholder={step.placeholder}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.value)}
        rows={5}
        className={invalid ? styles.fieldInvalid : styles.field}
      />
      <LengthCounter id={`${step.id}-length`} length={(answer ?? '').length} max={max} />
    </>
  );
}
