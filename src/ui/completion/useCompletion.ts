import { useCallback, useRef, useState } from 'react';
import type { AnalysisOutcome } from '../../engine/analysis/index.ts';
import type { AnalysisContent, FlowContent } from '../../engine/content/types.ts';
import { completesFlow } from '../../engine/flow/collect.ts';
import { reportCompletion, type CompletionNote } from './reportCompletion.ts';

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
  const report = useCallback(
    (score?: number, result?: object) => {
      if (!completes || (result && reported.current.has(result))) return;
      if (result) reported.current.add(result);
      setNote({ kind: 'none' });
      void reportCompletion(flow, score).then(setNote);
    },
    [flow, completes],
  );
  return { note, report };
}
