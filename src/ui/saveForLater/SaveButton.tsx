import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { savedRecordKey } from '../../engine/saveForLater/savedRecordKey.ts';
import { sessionStore } from '../session/sessionStore.ts';
import styles from './SaveForLater.styles.ts';
import type { SaveForLaterProps } from './types.ts';

// The encryption, the server calls and the panel's texts: loaded when the person asks for them.
const SavePanel = lazy(() => import('./SavePanel.tsx'));

/**
 * "Save and continue later" once its code is there: the panel (the link, copy, email, forget)
 * loads when the button is pressed, or at once when this tab already holds a saved link, so
 * Forget is always in sight.
 */
export default function SaveButton({ flow, screenId, label, brand, disabled = false }: SaveForLaterProps) {
  const [pressed, setPressed] = useState(false);
  const store = sessionStore();
  const held = useSyncExternalStore(
    store.subscribe,
    () => store.getState().stored(savedRecordKey(flow.id)),
    // A prerendered page is a first visit's: nothing saved yet.
    () => false,
  );
  const button = (onClick?: () => void) => (
    <div className={styles.row}>
      <button type="button" className={styles.button} disabled={disabled} onClick={onClick}>
        {label}
      </button>
    </div>
  );
  if (!pressed && !held) return button(() => setPressed(true));
  return (
    <Suspense fallback={button()}>
      <SavePanel flow={flow} screenId={screenId} label={label} brand={brand} saveNow={pressed} disabled={disabled} />
    </Suspense>
  );
}
