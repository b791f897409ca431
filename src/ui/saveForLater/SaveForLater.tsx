import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { FlowContent, Screen } from '../../engine/content/types.ts';
import { resumeHashPrefix } from '../../engine/saveForLater/resumeHash.ts';
import styles from './SaveForLater.styles.ts';
import type { SaveForLaterProps } from './types.ts';

// The button's code, the encryption, the server calls and the texts load on demand (onDemand.ts).
// Only questionnaires and forms import this module: no other screen pays for it.
const SaveButton = lazy(() => import('./onDemand.ts').then((views) => views.loadSaveButton()));
const ResumeGate = lazy(() => import('./onDemand.ts').then((views) => views.loadResumeGate()));

const noSubscription = () => () => undefined;
const isLive = () => true;
const isPrerender = () => false;

/**
 * "Save and continue later" on a questionnaire or a form. The button's code, and the panel it
 * opens, load once the screen is shown; until then the same button, disabled, holds its place,
 * so the screen's first load carries only this.
 */
export function SaveForLater(props: SaveForLaterProps) {
  const placeholder = (
    <div className={styles.row}>
      <button type="button" className={styles.button} disabled>
        {props.label}
      </button>
    </div>
  );
  return (
    <Suspense fallback={placeholder}>
      <SaveButton {...props} />
    </Suspense>
  );
}

interface ResumeFromLinkProps {
  flow: FlowContent;
  screen: Screen;
  brand: string;
  /** The screen, behind its guards. */
  children: ReactNode;
}

/**
 * Opens a saved link (#resume=…) before the screen and its guards read the session, then shows
 * the screen with a welcome above it. A prerendered page hydrates as it was rendered first, so
 * the fragment is read once the page is live.
 */
export function ResumeFromLink({ flow, screen, brand, children }: ResumeFromLinkProps) {
  const { hash } = useLocation();
  // Handed down: a chunk loaded on demand that imported the router itself made Rolldown split the
  // router out of the app's chunk (+0.5 KB on every page, npm run size).
  const navigate = useNavigate();
  const [restored, setRestored] = useState(false);
  const live = useSyncExternalStore(noSubscription, isLive, isPrerender);
  const opening = live && hash.startsWith(resumeHashPrefix);
  if (!opening && !restored) return children;
  const gate = (
    <Suspense fallback={null}>
      <ResumeGate
        flow={flow}
        screen={screen}
        brand={brand}
        opening={opening}
        onRestored={() => setRestored(true)}
        navigate={navigate}
      />
    </Suspense>
  );
  if (opening) return gate;
  return (
    <>
      {gate}
      {children}
    </>
  );
}
