import messages from 'virtual:content/messages';
import shell from 'virtual:content/shell';
import { fillMessage } from '../../engine/analysis/fillMessage.ts';
import styles from './LengthCounter.styles.ts';

/** From this share of the limit on, the counter shows: early enough to trim, late enough not to nag. */
const showFrom = 0.9;

/** The longest text answer unless the step or field declares its own maxLength (flows/app.yaml). */
export const answerMaxLength = shell.app.answerMaxLength;

/** '9,500 / 10,000 characters' under a text answer close to its limit; nothing before that. */
export function LengthCounter({ id, length, max }: { id: string; length: number; max: number }) {
  if (length < max * showFrom) return null;
  return (
    <p
      id={id}
      aria-live="polite"
      className={length >= max ? styles.counterAtLimit : styles.counter}
      data-testid="length-counter"
    >
      {fillMessage(messages.lengthCounter, {
        length: length.toLocaleString('en-US'),
        max: max.toLocaleString('en-US'),
      })}
    </p>
  );
}
