import { useSyncExternalStore } from 'react';
import { consentKey } from '../../engine/flow/collect.ts';
import { sessionStore } from '../session/sessionStore.ts';
import styles from './ConsentCheckbox.styles.ts';

interface ConsentCheckboxProps {
  flowId: string;
  /** The flow's `collect.consent` text. */
  label: string;
  disabled?: boolean;
}

/**
 * A collecting flow's consent, on its first form: unticked until the person ticks it, kept in
 * the session beside their answers. Unticked, the flow works the same and stores nothing.
 */
export function ConsentCheckbox({ flowId, label, disabled = false }: ConsentCheckboxProps) {
  const key = consentKey(flowId);
  const store = sessionStore();
  const checked = useSyncExternalStore(
    store.subscribe,
    () => store.getState().slots[key] === true,
    // A prerendered page shows it unticked, as a first visit does.
    () => false,
  );
  return (
    <label className={styles.consent} data-testid="consent">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => store.getState().recordConsent(flowId, event.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}
