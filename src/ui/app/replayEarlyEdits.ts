type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A control the visitor changed, with what they made it: read before React re-renders anything. */
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
 * A prerendered form shows before the app's script runs, so a visitor can type into it before
 * React listens; the text would show but the app would not hold it (and a reload would lose it).
 * Called as hydration starts: each control edited by then is handed to the app as its own edit
 * once React has hydrated it, checked every frame for up to `patienceMs`.
 */
export function replayEarlyEdits(root: ParentNode, patienceMs = 10_000): void {
  let pending: Edit[] = [...root.querySelectorAll<Control>('input, textarea, select')]
    .filter(isEdited)
    .map((control) => ({ control, checked: isToggle(control) && control.checked, value: control.value }));
  const giveUpAt = performance.now() + patienceMs;
  const step = () => {
    pending = pending.filter((edit) => {
      if (!edit.control.isConnected) return false;
      if (!ownedByReact(edit.control)) return true;
      replay(edit);
      return false;
    });
    if (pending.length > 0 && performance.now() < giveUpAt) requestAnimationFrame(step);
  };
  if (pending.length > 0) requestAnimationFrame(step);
}
