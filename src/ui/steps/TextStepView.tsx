import { chakra } from '@chakra-ui/react';
import type { TextStep } from '../../engine/content/types.ts';
import { answerMaxLength, LengthCounter } from '../components/LengthCounter.tsx';
import { focusRing } from '../components/focusRing.ts';
import { colours } from './stepStyles.ts';
import type { StepViewProps } from './StepViewProps.ts';

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
      <chakra.textarea
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
        width="100%"
        boxSizing="border-box" // No global reset is assumed; padding must not widen it past 100%.
        minHeight="128px"
        padding="12px"
        fontSize="16px" // 16px stops iOS Safari zooming the page on focus.
        lineHeight="1.5"
        bg={colours.surface}
        border="1px solid"
        borderColor={invalid ? colours.invalid : colours.border}
        borderRadius="8px"
        resize="vertical"
        _hover={{ borderColor: invalid ? colours.invalid : colours.borderHover }}
        _focusVisible={focusRing}
        _disabled={{ opacity: 0.6, cursor: 'not-allowed' }}
      />
      <LengthCounter id={`${step.id}-length`} length={(answer ?? '').length} max={max} />
    </>
  );
}
