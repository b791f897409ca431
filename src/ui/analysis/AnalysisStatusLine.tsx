import { useEffect, useRef, useState } from 'react';
import type { AnalysisStatus } from '../../engine/analysis/index.ts';
import { VisuallyHidden } from '../components/VisuallyHidden.tsx';
import { AnalysisPreview } from './AnalysisPreview.tsx';
import type { AnalysisViewState } from './analysisViewState.ts';
import styles from './AnalysisStatusLine.styles.ts';

/** Which status this is: a countdown's ticks are one status; the next attempt is another. */
function statusIdentity(status: AnalysisStatus): string {
  return status.kind === 'busy' || status.kind === 'retrying' ? `${status.kind}:${status.attempt}` : status.kind;
}

/**
 * What the live region says: nothing for the first status (focus moving to the line reads it),
 * then each new status once, as it comes. The countdown's every second and the page's re-renders
 * leave the region's text as it is, so nothing is read twice.
 */
function useAnnouncement(status: AnalysisStatus): string {
  const identity = statusIdentity(status);
  const [announced, setAnnounced] = useState({ identity, text: '' });
  if (announced.identity !== identity) setAnnounced({ identity, text: status.message });
  return announced.identity === identity ? announced.text : status.message;
}

function RunningStatus({ status, preview }: Omit<Extract<AnalysisViewState, { kind: 'running' }>, 'kind'>) {
  const line = useRef<HTMLDivElement>(null);
  const announcement = useAnnouncement(status);
  // The form or step is now disabled under the user's focus: the line takes it (and scrolls into view).
  useEffect(() => line.current?.focus(), []);
  return (
    <>
      <div ref={line} tabIndex={-1} className={styles.line} data-testid="analysis-status">
        <div className={styles.header}>
          <span aria-hidden="true" className={styles.spinner} />
          <p className={styles.message} data-testid="analysis-status-message">
            {status.message}
          </p>
        </div>
        {preview ? <AnalysisPreview preview={preview} /> : null}
      </div>
      <VisuallyHidden role="status" data-testid="analysis-announcer">
        {announcement}
      </VisuallyHidden>
    </>
  );
}

/**
 * 'Analyzing your startup...', the retry countdown, or 'Sending analysis to your email...': kept
 * in view (it sticks to the bottom of the window below a long form) and given focus when the
 * analysis starts. Under it, the answer fills in as the model writes it.
 */
export function AnalysisStatusLine({ state }: { state: AnalysisViewState }) {
  if (state.kind !== 'running') return null;
  return <RunningStatus status={state.status} {...(state.preview ? { preview: state.preview } : {})} />;
}
