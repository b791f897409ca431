import { useEffect, useState } from 'react';
import texts from 'virtual:content/save-for-later';
import { openLink } from '../../engine/saveForLater/savedLinks.ts';
import type { SavedRecord } from '../../engine/saveForLater/savedRecordKey.ts';
import { readResumeFragment } from '../../engine/saveForLater/resumeLink.ts';
import { restoreSnapshot } from '../../engine/saveForLater/restoreSnapshot.ts';
import { replacesOtherAnswers, type SavedSnapshot } from '../../engine/saveForLater/snapshot.ts';
import layout from '../app/Layout.styles.ts';
import { Callout } from '../components/Callout.tsx';
import { usePageTitle } from '../components/usePageTitle.ts';
import { sessionStore } from '../session/sessionStore.ts';
import type { ResumeGateProps } from './types.ts';
import styles from './SavePanel.styles.ts';

type Opened = { snapshot: SavedSnapshot; record: SavedRecord };
type GateState = { kind: 'opening' } | { kind: 'failed'; message: string } | { kind: 'asking'; opened: Opened };

/**
 * Opens a saved link on the screen it points to (`#resume=…`): fetches or reads the sealed
 * answers, unseals them with the key from the fragment, asks before replacing other answers this
 * tab holds, puts them in the session through the store's validators and goes to the saved place.
 * The fragment leaves the address bar either way. A link that cannot be opened says why, and
 * the screen then opens with whatever this tab holds.
 */
function OpeningGate({ flow, screen, brand, onRestored, navigate }: Omit<ResumeGateProps, 'opening'>) {
  // Read once: the fragment leaves the address bar as soon as the gate is done.
  const [fragment] = useState(() => readResumeFragment(location.hash));
  const [state, setState] = useState<GateState>(() =>
    fragment === undefined || fragment === 'damaged' ? { kind: 'failed', message: texts.damaged } : { kind: 'opening' },
  );
  usePageTitle(texts.resumeHeading, brand);

  /** Leaves the gate for `route` (this screen's by default), the fragment dropped from the address. */
  const leave = (route = screen.route) => void navigate(`${route}${location.search}`, { replace: true });

  const restore = ({ snapshot, record }: Opened) => {
    for (const refused of restoreSnapshot(sessionStore().getState(), flow, snapshot, record))
      console.warn(`Left out of the saved answers: ${refused}.`);
    onRestored();
    leave(flow.screens.find((each) => each.id === snapshot.screenId)?.route);
  };

  useEffect(() => {
    let current = true;
    if (fragment === undefined || fragment === 'damaged') return undefined;
    void openLink(fragment, flow, { texts }).then((opened) => {
      if (!current) return;
      if (!opened.ok) setState({ kind: 'failed', message: opened.message });
      else if (replacesOtherAnswers(flow, sessionStore().getState().slots, opened.snapshot))
        setState({ kind: 'asking', opened });
      else restore(opened);
    });
    return () => {
      current = false;
    };
    // Once per opening: a link is read when the screen opens with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- restore reads the latest session when it runs
  }, []);

  return (
    <div className={styles.page} data-testid="resume-gate">
      <h1 className={styles.title}>{texts.resumeHeading}</h1>
      {state.kind === 'opening' ? <p role="status">{texts.restoring}</p> : null}
      {state.kind === 'failed' ? (
        <>
          <Callout tone="error" role="alert" title={state.message} data-testid="resume-error" />
          <div className={styles.actions}>
            <button type="button" className={styles.primary} onClick={() => leave()}>
              {texts.continueLabel}
            </button>
          </div>
        </>
      ) : null}
      {state.kind === 'asking' ? (
        <>
          <Callout tone="info" title={texts.conflict} />
          <div className={styles.actions}>
            <button type="button" className={styles.primary} onClick={() => restore(state.opened)}>
              {texts.replaceLabel}
            </button>
            <button type="button" className={styles.secondary} onClick={() => leave()}>
              {texts.keepLabel}
            </button>
          </div>
        </>
      ) : null}
    </div>
  );
}

/**
 * A saved link opening (`opening`), or once it is opened, the welcome above the screen it led to.
 * Both load on demand, with the link's texts.
 */
export default function ResumeGate({ opening, ...props }: ResumeGateProps) {
  if (opening) return <OpeningGate {...props} />;
  return (
    <div className={layout.notice}>
      <Callout tone="success" role="status" title={texts.restored} data-testid="resume-welcome" />
    </div>
  );
}
