import { useState } from 'react';
import type { NumberStep } from '../../engine/content/types.ts';
import { NumberInFormat, numberInFormat } from '../components/NumberInFormat.tsx';
import { describedByIds } from './input/describedByIds.ts';
import { boxProps } from './input/boxProps.ts';
import styles from './input/InputField.styles.ts';
import type { StepViewProps } from './StepViewProps.ts';

/** The number a box's text holds: the browser hands a number input's value over as '' unless it is one. */
function parsed(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * A native number input: the browser gives it the spinbutton role, ArrowUp/ArrowDown by `step` and a
 * numeric keyboard on phones. The box keeps the text as typed ('1.', '0.50'), and the answer follows
 * the number it reads, cleared while it reads none. A step's `format` puts its sign beside the box
 * ($ before, % or x after) and, once there are thousands, the number as it reads under it
 * ($300,000), which the box is described by.
 */
export function NumberStepView(props: StepViewProps<NumberStep>) {
  const { step, answer, onChange, describedBy } = props;
  const [text, setText] = useState(answer === undefined ? '' : String(answer));
  // An answer set from outside (a reset) replaces the text; one the text already reads leaves it as typed.
  const [shown, setShown] = useState(answer);
  if (answer !== shown) {
    setShown(answer);
    if (answer !== parsed(text)) setText(answer === undefined ? '' : String(answer));
  }
  const formatted = numberInFormat(step.id, step.format, parsed(text));
  const unitId = `${step.id}-unit`;
  const described = describedByIds(...formatted.describedBy, step.unit === undefined ? undefined : unitId, describedBy);
  return (
    <NumberInFormat
      parts={formatted}
      styles={{ row: styles.row, affix: styles.unit, reading: styles.reading }}
      after={
        step.unit === undefined ? null : (
          <span id={unitId} className={styles.unit}>
            {step.unit}
          </span>
        )
      }
    >
      <input
        {...boxProps(props, described)}
        type="number"
        inputMode="decimal"
        min={step.min}
        max={step.max}
        step={step.step ?? 'any'}
        value={text}
        placeholder={step.placeholder}
        onChange={(event) => {
          const typed = event.currentTarget.value;
          setText(typed);
          onChange(parsed(typed));
        }}
      />
    </NumberInFormat>
  );
}
