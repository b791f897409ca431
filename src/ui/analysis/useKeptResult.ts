import { useMemo, useSyncExternalStore } from 'react';
import type { AnalysisContent } from '../../engine/content/types.ts';
import { currentKeptResultSelector, keptResultKey, type KeptResult } from '../../engine/store/keptResult.ts';
import { sessionStore } from '../session/sessionStore.ts';

export interface KeptResultView {
  /** The kept result, when it was made from the answers stored now. */
  current: KeptResult | undefined;
  /** A result is kept but the answers have changed since: it is not shown as current. */
  stale: boolean;
}

const none = () => undefined;

/** The session's kept result of `analysis`, re-read as the stored answers change. */
export function useKeptResult(analysis: AnalysisContent | undefined): KeptResultView {
  const store = sessionStore();
  const select = useMemo(() => (analysis ? currentKeptResultSelector(analysis) : none), [analysis]);
  const readCurrent = () => select(store.getState().slots);
  const readStored = () => analysis !== undefined && store.getState().slots[keptResultKey(analysis.id)] !== undefined;
  // The same reads serve the prerender, which renders with the sample session in the store.
  const current = useSyncExternalStore(store.subscribe, readCurrent, readCurrent);
  const stored = useSyncExternalStore(store.subscribe, readStored, readStored);
  return { current, stale: stored && !current };
}
