import messages from 'virtual:content/messages';
import { useState } from 'react';
import { fillMessage } from '../../../engine/analysis/fillMessage.ts';
import type { RangeAnswer, RangeStep } from '../../../engine/content/types.ts';
import type { RangeBounds } from '../../../engine/steps/range/rangeBounds.ts';
import { parseRangeInput, rangeInputText } from '../../../engine/steps/range/rangeInputText.ts';
import { typedRangeEnd } from '../../../engine/steps/range/typedRangeEnd.ts';
import { describedByIds } from '../input/describedByIds.ts';
import fieldStyles from '../input/InputField.styles.ts';
import styles from './RangeInputs.styles.ts';

interface RangeEndInputProps {
  id: string;
  /** The step title's id: the box is named 'Minimum' and the question, e.g. 'Minimum Asking Price Range'. */
  titleId: string;
  end: 'min' | 'max';
  value: RangeAnswer;
  bounds: RangeBounds;
  format: RangeStep['format'];
  onChange: (value: RangeAnswer) => void;
  disabled?: boolean | undefined;
  invalid?: boolean | undefined;
  describedBy?: string | undefined;
}

/** What the box says under itself once it is left: why the figure typed became another, or that it was none. */
function noteFor(
  end: 'min' | 'max',
  adjusted: 'bounds' | 'order' | 'none',
  value: string,
  bounds: RangeBounds,
  format: RangeStep['format'],
) {
  if (adjusted === 'none')
    return fillMessage(messages.rangeNotNumber, { example: rangeInputText(bounds.max / 2, format) });
  if (adjusted === 'order')
    return fillMessage(end === 'min' ? messages.rangeMinAboveMax : messages.rangeMaxBelowMin, { value });
  return fillMessage(messages.rangeOutOfBounds, {
    low: rangeInputText(bounds.min, format),
    high: rangeInputText(bounds.max, format),
    value,
  });
}

/**
 * One end of a range typed as a figure, in the step's format ('$350,000'): the handles follow as
 * soon as the text is a figure the range takes; once the box is left (or Enter pressed) a figure
 * beyond the bounds or past the other end stops there, as a dragged handle does, and the box says so.
 */
export function RangeEndInput({
  id,
  titleId,
  end,
  value,
  bounds,
  format,
  onChange,
  disabled,
  invalid,
  describedBy,
}: RangeEndInputProps) {
  // The text while the person edits it; otherwise the box shows the range's own value.
  const [draft, setDraft] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const noteId = `${id}-note`;

  const change = (text: string) => {
    setDraft(text);
    setNote(null);
    const typed = parseRangeInput(text);
    if (typed === undefined) return;
    const taken = typedRangeEnd(value, end, typed, bounds);
    if (!taken.adjusted && taken.range[end] !== value[end]) onChange(taken.range);
  };
  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const typed = parseRangeInput(draft);
    if (typed === undefined) {
      setNote(noteFor(end, 'none', '', bounds, format));
      return;
    }
    const taken = typedRangeEnd(value, end, typed, bounds);
    if (taken.range.min !== value.min || taken.range.max !== value.max) onChange(taken.range);
    setNote(
      taken.adjusted ? noteFor(end, taken.adjusted, rangeInputText(taken.range[end], format), bounds, format) : null,
    );
  };

  return (
    <div className={styles.end}>
      <label id={`${id}-label`} htmlFor={id} className={styles.label}>
        {end === 'min' ? messages.rangeMinLabel : messages.rangeMaxLabel}
      </label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={draft ?? rangeInputText(value[end], format)}
        disabled={disabled}
        aria-labelledby={`${id}-label ${titleId}`}
        aria-invalid={invalid || undefined}
        aria-describedby={describedByIds(note ? noteId : undefined, describedBy)}
        onChange={(event) => change(event.currentTarget.value)}
        onBlur={commit}
        // Enter settles the figure before the questionnaire hears it and goes on.
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
        className={invalid ? fieldStyles.fieldInvalid : fieldStyles.field}
      />
      <p id={noteId} role="status" className={styles.note}>
        {note}
      </p>
    </div>
  );
}
