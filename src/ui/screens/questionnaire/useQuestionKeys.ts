import { useLayoutEffect } from 'react';
import { keyIntent } from './questionKeys.ts';

/**
 * The questionnaire's keys, heard on the whole page while it shows: Enter (or Ctrl/⌘+Enter in a
 * multi-line box) presses Next, and a letter picks its option as a click would (the input's own
 * change runs, and it takes focus, so Space and the arrows carry on from there).
 */
export function useQuestionKeys(next: () => void): void {
  // Set in the commit that draws the question, so a key pressed as soon as it shows is heard.
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const intent = keyIntent(event);
      if (intent?.kind === 'next') {
        event.preventDefault();
        next();
      } else if (intent?.kind === 'pick') {
        const option = document.querySelector<HTMLInputElement>(`main input[data-shortcut="${intent.letter}"]`);
        if (!option || option.disabled) return;
        event.preventDefault();
        option.click();
        option.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [next]);
}
