import { useCallback, useEffect, useRef, useState } from 'react';
import type { AnalysisContent, AppContent } from '../../engine/content/types.ts';
import type { AnalysisOutcome, AnalysisStatus } from '../../engine/analysis/index.ts';
import type { AnalysisErrorCode } from '../../engine/analysis/AnalysisError.ts';
import { sessionStore } from '../session/sessionStore.ts';
import { analysisBackend } from './analysisBackend.ts';

export type AnalysisViewState =
  | { kind: 'idle' }
  | { kind: 'running'; status: AnalysisStatus }
  | { kind: 'result'; outcome: AnalysisOutcome }
  | { kind: 'error'; message: string; code: AnalysisErrorCode };

/**
 * Runs one content-declared analysis over the stored answers. The engine (and with it the AI
 * and email SDKs) loads only when the first analysis starts, keeping it out of every page's
 * first load. One run at a time: a double click cannot start a second analysis or email.
 */
export function useAnalysis(app: AppContent, flowId: string, analysis: AnalysisContent | undefined) {
  const [state, setState] = useState<AnalysisViewState>({ kind: 'idle' });
  const inFlight = useRef(false);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const start = useCallback(async () => {
    if (!analysis || inFlight.current) return;
    inFlight.current = true;
    abort.current = new AbortController();
    const statusTexts = {
      ...app.analysisStatus,
      analyzing: analysis.messages.analyzing ?? app.analysisStatus.analyzing,
    };
    setState({ kind: 'running', status: { kind: 'analyzing', message: statusTexts.analyzing } });
    try {
      const engine = await import('../../engine/analysis/index.ts');
      const slots = sessionStore().getState().slots;
      const outcome = await engine.runAnalysis({
        analysis,
        input: Object.fromEntries(analysis.inputs.map((key) => [key, slots[key]])),
        backend: await analysisBackend(app),
        flowId,
        env: import.meta.env,
        statusTexts,
        onStatus: (status) => setState({ kind: 'running', status }),
        signal: abort.current.signal,
      });
      setState({ kind: 'result', outcome });
    } catch (error) {
      if (abort.current.signal.aborted) return;
      const code = error instanceof Error && 'code' in error ? (error.code as AnalysisErrorCode) : 'provider';
      setState({ kind: 'error', message: error instanceof Error ? error.message : String(error), code });
    } finally {
      inFlight.current = false;
    }
  }, [analysis, app, flowId]);

  const dismiss = useCallback(() => setState({ kind: 'idle' }), []);
  return { state, start, dismiss };
}
