type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A control the visitor changed, with what they made it. */
interface Edit {
  control: Control;
  checked: boolean;
  value: string;
}

const isToggle = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

/** Whether the visitor changed the control from what the prerendered page gave it. */
function isEdited(control: Control): boolean {
  if (isToggle(control)) return control.checked !== control.defaultChecked;
  if (control instanceof HTMLSelectElement)
    return [...control.options].some((option) => option.selected !== option.defaultSelected);
  return control.value !== control.defaultValue;
}

// React marks each element it manages with a property of this prefix once it has hydrated it.
const ownedByReact = (control: Control) => Object.keys(control).some((key) => key.startsWith('__reactProps$'));

/**
 * Fires the event the visitor's edit would have fired, now that React listens. An earlier replay
 * may have re-rendered the control back to the app's value, so the edit is put back first.
 */
function replay({ control, checked, value }: Edit): void {
  if (isToggle(control)) {
    // A radio the visitor left by choosing another: that choice replays.
    if (!checked) return;
    control.checked = false;
    control.click();
    return;
  }
  // React's tracker took the edited text as its last value when it hydrated; through React's own
  // setter it learns the prerendered one, so the edited text, put back unseen, reads as a change.
  if (!(control instanceof HTMLSelectElement)) control.value = control.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * A prerendered form shows before the app has hydrated it, so a visitor can type into it, tick
 * or choose before React listens: it would show while the app held none of it, and a reload
 * would lose it. Called as hydration starts: every frame, each field React has newly hydrated
 * that differs from its prerendered value is handed to the app as the visitor's own edit, for up
 * to `patienceMs`.
 */
export function replayEarlyEdits(root: ParentNode, patienceMs = 10_000): void {
  let waiting = [...root.querySelectorAll<Control>('input, textarea, select')];
  const giveUpAt = performance.now() + patienceMs;
  const step = () => {
    const hydrated = waiting.filter(ownedByReact);
    waiting = waiting.filter((control) => control.isConnected && !ownedByReact(control));
    // Every edit is read before any replays: a replay re-renders the form, which puts the app's
    // value back into the fields not replayed yet.
    const edits = hydrated
      .filter(isEdited)
      .map((control) => ({ control, checked: isToggle(control) && control.checked, value: control.value }));
    edits.forEach(replay);
    if (waiting.length > 0 && performance.now() < giveUpAt) requestAnimationFrame(step);
  };
  if (waiting.length > 0) requestAnimationFrame(step);
}
