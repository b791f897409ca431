import { useCallback, useEffect, useRef, useState } from 'react';
import type { AnalysisContent, ScreenApp, FlowContent } from '../../engine/content/types.ts';
import type { AnalysisErrorCode } from '../../engine/analysis/AnalysisError.ts';
import { resultDisplay } from '../../engine/results/resultValues.ts';
import type { AnalysisViewState } from './analysisViewState.ts';
import { analysisText } from './analysisText.ts';
import { paramsKey, withParams } from '../../engine/params/urlParams.ts';
import { analysisInput, keptResult, keptResultKey } from '../../engine/store/keptResult.ts';
import { sessionStore } from '../session/sessionStore.ts';
import { analysisBackend } from './analysisBackend.ts';
import { preloadOutcomeViews } from './outcomeViews.tsx';
import { useKeptResult } from './useKeptResult.ts';

export type { AnalysisViewState } from './analysisViewState.ts';

const idle: AnalysisViewState = { kind: 'idle' };

/**
 * Runs one content-declared analysis over the stored answers. The engine (and with it the AI
 * and email SDKs) loads only when the first analysis starts, keeping it out of every page's
 * first load. One run at a time: a double click cannot start a second analysis or email.
 * A finished analysis is kept in the session with the answers it read: until those change or the
 * result is closed, the screen opens on it again (Back, Forward, a reload) without a new run.
 */
export function useAnalysis(app: ScreenApp, flow: FlowContent, analysis: AnalysisContent | undefined) {
  const [state, setState] = useState<AnalysisViewState>(idle);
  const kept = useKeptResult(analysis);
  const inFlight = useRef(false);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);
  // A kept result shows at once; its screen's code is on its way while this one renders.
  const hasKept = kept.current !== undefined;
  useEffect(() => {
    if (hasKept) preloadOutcomeViews();
  }, [hasKept]);

  const start = useCallback(async () => {
    if (!analysis || inFlight.current) return;
    inFlight.current = true;
    abort.current = new AbortController();
    preloadOutcomeViews();
    const analysisStatus = analysisText(app, 'analysisStatus');
    const statusTexts = {
      ...analysisStatus,
      analyzing: analysis.messages.analyzing ?? analysisStatus.analyzing,
    };
    setState({ kind: 'running', status: { kind: 'analyzing', message: statusTexts.analyzing } });
    try {
      const engine = await import('../../engine/analysis/index.ts');
      const slots = sessionStore().getState().slots;
      const input = analysisInput(slots, analysis);
      let streamed = '';
      // The offline analyzer's notes load with the analysis, not with the flow's screens.
      const { offlineNotes } = (await import('virtual:content/on-demand')).default;
      const outcome = await engine.runAnalysis({
        analysis,
        // The flow's URL parameters go with the answers; the prompt and the email read them only where named.
        input: withParams(input, slots[paramsKey(flow.id)]),
        backend: await analysisBackend(),
        flowId: flow.id,
        flow,
        env: import.meta.env,
        statusTexts,
        offlineNotes,
        onStatus: (status) => {
          // A retry starts the answer again: the text of the attempt before is not its beginning.
          if (status.kind === 'busy' || status.kind === 'retrying') streamed = '';
          setState((shown) => {
            const kept = shown.kind === 'running' && streamed !== '' ? shown.preview : undefined;
            return { kind: 'running', status, ...(kept ? { preview: kept } : {}) };
          });
        },
        onText: (delta) => {
          streamed += delta;
          const preview = resultDisplay(analysis.result, engine.readPartialAnswer(streamed, analysis));
          setState((shown) => (shown.kind === 'running' ? { ...shown, preview } : shown));
        },
        signal: abort.current.signal,
      });
      sessionStore()
        .getState()
        .keepResult(keptResultKey(analysis.id), keptResult(analysis, input, outcome, new Date()));
      setState({ kind: 'result', outcome });
    } catch (error) {
      if (abort.current.signal.aborted) return;
      const code = error instanceof Error && 'code' in error ? (error.code as AnalysisErrorCode) : 'provider';
      const wait = error instanceof Error && 'retryAfterSeconds' in error ? error.retryAfterSeconds : undefined;
      setState({
        kind: 'error',
        message: error instanceof Error ? error.message : String(error),
        code,
        ...(typeof wait === 'number' ? { retryAt: Date.now() + wait * 1000 } : {}),
      });
    } finally {
      inFlight.current = false;
    }
  }, [analysis, app, flow]);

  const dismiss = useCallback(() => setState(idle), []);
  const shown: AnalysisViewState =
    state.kind === 'idle' && kept.current ? { kind: 'result', outcome: kept.current.outcome } : state;
  return { state: shown, start, dismiss, staleResult: state.kind === 'idle' && kept.stale };
}
