import { useCallback, useEffect, useRef, useState } from 'react';
import type { AnalysisOutcome } from '../../engine/analysis/index.ts';
import type { AnalysisContent, FlowContent } from '../../engine/content/types.ts';
import { completesFlow } from '../../engine/flow/collect.ts';
import type { CompletionNote } from './reportCompletion.ts';

/** The report's code loads after the screen that sends it shows, not with its first load. */
const loadReport = () => import('./reportCompletion.ts');

/** The analysis's score as a whole number, when its result has one. */
export function scoreOf(analysis: AnalysisContent, outcome: AnalysisOutcome): number | undefined {
  const value = outcome.result[analysis.result.scoreField];
  return typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : undefined;
}

/**
 * Reports the flow's completion when this screen completes it (see completesFlow), and holds
 * what the person is told about their collected answers. `result` names an analysis outcome
 * already reported, so it is not reported again.
 */
export function useCompletion(flow: FlowContent, screenId: string) {
  const [note, setNote] = useState<CompletionNote>({ kind: 'none' });
  const completes = completesFlow(flow, screenId);
  // An analysis's result is reported once, however often the effect that sees it runs.
  const reported = useRef(new WeakSet<object>());
  // Loaded once the screen is up, so a finish that leaves the page at once still has it to send.
  useEffect(() => {
    if (completes) void loadReport().catch(() => undefined);
  }, [completes]);
  const report = useCallback(
    (score?: number, result?: object) => {
      if (!completes || (result && reported.current.has(result))) return;
      if (result) reported.current.add(result);
      setNote({ kind: 'none' });
      // Like the report itself, never in the person's way: code that cannot load reports nothing.
      void loadReport()
        .then(({ reportCompletion }) => reportCompletion(flow, score))
        .catch((): CompletionNote => ({ kind: 'none' }))
        .then(setNote);
    },
    [flow, completes],
  );
  return { note, report };
}
