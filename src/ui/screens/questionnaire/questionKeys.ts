/** What a key press on a questionnaire asks for: go on, pick the option with that letter, or nothing of ours. */
export type KeyIntent = { kind: 'next' } | { kind: 'pick'; letter: string } | null;

type KeyPress = Pick<
  KeyboardEvent,
  'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'isComposing' | 'repeat' | 'target'
>;

/** Editable rich text takes every key, as a text box does. */
const editable = (target: Element) => target.closest('[contenteditable]:not([contenteditable="false"])') !== null;

/** Boxes that take typed text: a letter is typed into them, and only a single-line one goes on with Enter. */
const typedInto = (target: Element) =>
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement ||
  (target instanceof HTMLInputElement && !['radio', 'checkbox'].includes(target.type)) ||
  editable(target);

/** Controls whose own Enter does something (a button, a link): left to it. */
const actsOnEnter = (target: Element) => target.closest('button, a[href], summary, [role="button"], [role="link"]');

/**
 * Enter goes on from a choice, a single-line box, a slider or the question's heading; in a
 * multi-line box Enter makes a new line and Ctrl+Enter (⌘+Enter on a Mac) goes on. A letter picks
 * the option it names, unless the person is typing into a box. Shift, Alt, an unfinished IME
 * composition and a held key's repeats leave the key alone (a held Enter goes on once).
 */
export function keyIntent(press: KeyPress): KeyIntent {
  if (press.isComposing || press.altKey || press.repeat) return null;
  const target = press.target instanceof Element ? press.target : null;
  if (press.key === 'Enter') {
    if (press.shiftKey || (target && actsOnEnter(target))) return null;
    const modified = press.ctrlKey || press.metaKey;
    if (target instanceof HTMLTextAreaElement || (target && editable(target)))
      return modified ? { kind: 'next' } : null;
    return { kind: 'next' };
  }
  if (press.ctrlKey || press.metaKey || !/^[a-z]$/i.test(press.key)) return null;
  if (target && typedInto(target)) return null;
  return { kind: 'pick', letter: press.key.toUpperCase() };
}
