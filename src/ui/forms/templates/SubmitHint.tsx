import { useLayoutEffect, useRef } from 'react';
import { focusField, useFormHint } from '../formHint.ts';
import buttonStyles from '../styles/buttons.styles.ts';
import type { SubmitHintFacts } from '../uiContext.ts';

/**
 * What the hint under a disabled submit button says: the fields still to fill in, those to
 * correct, each by its label, and a button that moves focus to the first of them and shows why it
 * is wanted. SubmitButton loads it on demand: naming fields takes their labels, the language's
 * way of listing them and the app's words, which a form's first load need not carry.
 */
export function SubmitHint({ id, facts }: { id: string; facts: SubmitHintFacts }) {
  const { form, messages, missing, malformed, data, reveal } = facts;
  const { hint, first } = useFormHint(form, messages, missing, malformed, data);
  const own = useRef<HTMLParagraphElement>(null);
  // The button's column (the hint's box's parent, SubmitButton) keeps the room the hint has taken:
  // as the hint shrinks and goes, the page does not get shorter, so a page scrolled to its end
  // does not pull the button up as it becomes enabled.
  useLayoutEffect(() => {
    const column = own.current?.parentElement?.parentElement;
    if (column && column.offsetHeight > 0) column.style.minHeight = `${String(column.offsetHeight)}px`;
  });
  const sentences = [hint.missing, hint.invalid].filter((sentence) => sentence !== undefined);
  return (
    <>
      <p id={id} ref={own}>
        {sentences.map((sentence, index) => (
          <span key={sentence} className={buttonStyles.hintLine}>
            {index > 0 ? ' ' : null}
            {sentence}
          </span>
        ))}
      </p>
      {hint.goTo && first ? (
        <button type="button" className={buttonStyles.hintAction} onClick={() => reveal(focusField(form.id, first))}>
          {hint.goTo}
        </button>
      ) : null}
    </>
  );
}
