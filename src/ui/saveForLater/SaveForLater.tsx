import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import type { FlowContent } from '../../engine/content/types.ts';
import { savedRecordKey } from '../../engine/saveForLater/savedRecord.ts';
import buttons from '../components/ActionButton.styles.ts';
import { sessionStore } from '../session/sessionStore.ts';
import styles from './SaveForLater.styles.ts';

// The encryption, the server calls and the panel's texts: loaded when the person asks for them.
const SavePanel = lazy(() => import('./SavePanel.tsx'));

interface SaveForLaterProps {
  flow: FlowContent;
  screenId: string;
  /** The content's `saveForLater.label`. */
  label: string;
  brand: string;
  disabled?: boolean;
}

/**
 * "Save and continue later" on a questionnaire or a form. Only this button comes with the
 * screen; the panel (the link, copy, email, forget) loads when it is pressed, or at once when this
 * tab already holds a saved link, so Forget is always in sight.
 */
export function SaveForLater({ flow, screenId, label, brand, disabled = false }: SaveForLaterProps) {
  const [pressed, setPressed] = useState(false);
  const store = sessionStore();
  const held = useSyncExternalStore(
    store.subscribe,
    () => store.getState().slots[savedRecordKey(flow.id)] !== undefined,
    // A prerendered page is a first visit's: nothing saved yet.
    () => false,
  );
  const button = (onClick?: () => void) => (
    <div className={styles.row}>
      <button type="button" className={buttons.secondary} disabled={disabled} onClick={onClick}>
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
