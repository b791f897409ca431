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

// React marks each element it manages with a property of this prefix once it has hydrated it; React
// has no public signal for one control, so this private mark stays, held by tests/unit/app/mountApp.test.tsx
// (docs/architecture.md, "Dependencies' private parts").
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

const snapshot = (control: Control): Edit => ({
  control,
  checked: isToggle(control) && control.checked,
  value: control.value,
});

const isControl = (target: EventTarget | null): target is Control =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;

/**
 * A prerendered form shows before the app has hydrated it, so a visitor can type into it, tick
 * or choose before React listens: it would show while the app held none of it, and a reload
 * would lose it. Called as hydration starts: what each field holds now, and every edit made to
 * a field React has not hydrated yet, is kept as the visitor made it (a re-render once part of
 * the form is live puts the app's value back into the rest). Every frame, each kept edit whose
 * field React now owns is handed to the app as the visitor's own, for up to `patienceMs`.
 */
export function replayEarlyEdits(root: HTMLElement, patienceMs = 10_000): void {
  const controls = [...root.querySelectorAll<Control>('input, textarea, select')];
  const edits = new Map<Control, Edit>();
  const note = (control: Control) => {
    if (ownedByReact(control)) return;
    if (isEdited(control)) edits.set(control, snapshot(control));
    else edits.delete(control);
  };
  controls.forEach(note);
  const onEdit = (event: Event) => {
    if (isControl(event.target)) note(event.target);
  };
  root.addEventListener('input', onEdit, true);
  root.addEventListener('change', onEdit, true);
  const giveUpAt = performance.now() + patienceMs;
  const step = () => {
    const ready = [...edits.values()].filter(({ control }) => ownedByReact(control) || !control.isConnected);
    for (const { control } of ready) edits.delete(control);
    ready.filter(({ control }) => control.isConnected).forEach(replay);
    const hydrating = controls.some((control) => control.isConnected && !ownedByReact(control));
    if ((hydrating || edits.size > 0) && performance.now() < giveUpAt) {
      requestAnimationFrame(step);
      return;
    }
    root.removeEventListener('input', onEdit, true);
    root.removeEventListener('change', onEdit, true);
  };
  requestAnimationFrame(step);
}
