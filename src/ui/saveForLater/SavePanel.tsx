import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type SyntheticEvent } from 'react';
import texts from 'virtual:content/save-for-later';
import type { FlowContent } from '../../engine/content/types.ts';
import { fillMessage } from '../../engine/analysis/fillMessage.ts';
import { canEmailLink, emailLink } from '../../engine/saveForLater/linkEmail.ts';
import { forgetLink, saveLink } from '../../engine/saveForLater/savedLinks.ts';
import { registerSavedRecord } from '../../engine/saveForLater/savedRecord.ts';
import { savedRecordKey, type SavedRecord } from '../../engine/saveForLater/savedRecordKey.ts';
import { takeSnapshot } from '../../engine/saveForLater/snapshot.ts';
import { longDate } from '../../engine/template/filters/longDate.ts';
import { Callout } from '../components/Callout.tsx';
import { sessionStore } from '../session/sessionStore.ts';
import { flushDeferredWrites } from '../session/useDeferredWrite.ts';
import type { SavePanelProps } from './types.ts';
import styles from './SavePanel.styles.ts';

type PanelState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; link: string; record: SavedRecord }
  | { kind: 'failed'; message: string }
  | { kind: 'forgotten'; message: string };

const server = import.meta.env.VITE_ANALYSIS_MODE === 'server';

function pageUrl(flow: FlowContent, screenId: string): string {
  const route = flow.screens.find((screen) => screen.id === screenId)?.route ?? flow.start;
  return `${location.origin}${route}`;
}

/** The link, ready to copy, with what it means for privacy; emailing when the service is set up. */
function SavedLink({ link, record, brand }: { link: string; record: SavedRecord; brand: string }) {
  const [copied, setCopied] = useState<string>('');
  const [email, setEmail] = useState('');
  const [emailed, setEmailed] = useState<{ sent: boolean; message: string } | 'sending' | undefined>();
  const copy = () => {
    navigator.clipboard.writeText(link).then(
      () => setCopied(texts.copied),
      () => setCopied(texts.copyFailed),
    );
  };
  const send = (event: SyntheticEvent) => {
    event.preventDefault();
    setEmailed('sending');
    const expiresAt = record.where === 'server' ? record.expiresAt : undefined;
    void emailLink(texts, import.meta.env, { to: email.trim(), link, brand, ...(expiresAt ? { expiresAt } : {}) }).then(
      setEmailed,
    );
  };
  return (
    <>
      <p>
        {record.where === 'server'
          ? fillMessage(texts.savedOnServer, { date: longDate(record.expiresAt) })
          : texts.savedInLink}
      </p>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="saved-link">
          {texts.linkLabel}
        </label>
        <input
          id="saved-link"
          className={styles.input}
          readOnly
          value={link}
          onFocus={(event) => event.target.select()}
          data-testid="saved-link"
        />
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={copy}>
            {texts.copyLabel}
          </button>
        </div>
        <p role="status" className={styles.small}>
          {copied}
        </p>
      </div>
      <p className={styles.small}>{texts.privacy}</p>
      {canEmailLink(texts, import.meta.env) ? (
        <form className={styles.field} onSubmit={send}>
          <label className={styles.label} htmlFor="saved-link-email">
            {texts.emailLabel}
          </label>
          <input
            id="saved-link-email"
            className={styles.input}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-describedby="saved-link-email-note"
          />
          <p id="saved-link-email-note" className={styles.small}>
            {texts.emailPrivacy}
          </p>
          <div className={styles.actions}>
            <button type="submit" className={styles.secondary} disabled={emailed === 'sending'}>
              {texts.emailAction}
            </button>
          </div>
          <div role="status">
            {emailed && emailed !== 'sending' ? (
              <Callout
                tone={emailed.sent ? 'success' : 'warning'}
                title={emailed.message}
                data-testid="saved-link-email-status"
              />
            ) : null}
          </div>
        </form>
      ) : null}
    </>
  );
}

/**
 * The save-and-continue-later panel: saves (encrypting in this browser), then shows the link to
 * copy or email and what it means; Forget deletes the saved copy. Every failure is said in the
 * content's words, and the answers in the tab are never touched.
 */
export default function SavePanel({ flow, screenId, label, brand, saveNow, disabled }: SavePanelProps) {
  const store = sessionStore();
  const key = savedRecordKey(flow.id);
  // The record's validator comes with this panel; registered before the first save reads the record.
  useEffect(() => registerSavedRecord(store.getState(), flow.id), [store, flow.id]);
  const record = useSyncExternalStore(
    store.subscribe,
    () => store.getState().slots[key] as SavedRecord | undefined,
    () => undefined,
  );
  const [state, setState] = useState<PanelState>(saveNow ? { kind: 'saving' } : { kind: 'idle' });
  const heading = useRef<HTMLHeadingElement>(null);

  const save = useCallback(async () => {
    setState({ kind: 'saving' });
    // The last keystrokes are still waiting to be written: the link must hold them.
    flushDeferredWrites();
    const slots = store.getState().slots;
    const snapshot = takeSnapshot(flow, screenId, slots, new Date());
    const outcome = await saveLink(snapshot, slots[key] as SavedRecord | undefined, pageUrl(flow, screenId), {
      texts,
      server,
    });
    if (!outcome.ok) {
      setState({ kind: 'failed', message: outcome.message });
      return;
    }
    store.getState().keepSavedLink(flow.id, outcome.record);
    setState({ kind: 'saved', link: outcome.link, record: outcome.record });
  }, [store, flow, screenId, key]);

  const forget = async () => {
    if (!record) return;
    const outcome = await forgetLink(record, { texts });
    if (outcome.ok) store.getState().forgetSavedLink(flow.id);
    setState(
      outcome.ok ? { kind: 'forgotten', message: outcome.message } : { kind: 'failed', message: outcome.message },
    );
  };

  const started = useRef(false);
  useEffect(() => {
    if (!saveNow || started.current) return;
    started.current = true;
    void save();
  }, [saveNow, save]);

  // Once saved (or forgotten, or refused), the panel's heading takes focus, so what follows is read next.
  useEffect(() => {
    if (state.kind !== 'idle' && state.kind !== 'saving') heading.current?.focus();
  }, [state.kind]);

  const busy = disabled || state.kind === 'saving';
  const actions = (
    <div className={styles.actions}>
      <button type="button" className={styles.secondary} disabled={busy} onClick={() => void save()}>
        {label}
      </button>
      {record ? (
        <button type="button" className={styles.secondary} disabled={busy} onClick={() => void forget()}>
          {texts.forgetLabel}
        </button>
      ) : null}
    </div>
  );
  // A tab that holds a saved link shows Forget beside the button; the panel opens once either is used.
  if (state.kind === 'idle') return actions;
  return (
    <section className={styles.panel} aria-labelledby="save-for-later-heading" data-testid="save-for-later">
      <div className={styles.panelContent}>
        <h2 id="save-for-later-heading" className={styles.heading} ref={heading} tabIndex={-1}>
          {texts.heading}
        </h2>
        {state.kind === 'saving' ? <p role="status">{texts.saving}</p> : null}
        {state.kind === 'forgotten' ? (
          <Callout tone="success" role="status" title={state.message} data-testid="save-for-later-forgotten" />
        ) : null}
        {state.kind === 'failed' ? (
          <Callout tone="error" role="alert" title={state.message} data-testid="save-for-later-error" />
        ) : null}
        {state.kind === 'saved' ? <SavedLink link={state.link} record={state.record} brand={brand} /> : null}
        {actions}
      </div>
    </section>
  );
}
