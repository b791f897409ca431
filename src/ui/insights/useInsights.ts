import { useEffect } from 'react';
import type { AnalysisErrorCode } from '../../engine/analysis/AnalysisError.ts';
import type { FlowContent, Screen } from '../../engine/content/types.ts';
import { analysisErrorKinds, type AnalysisErrorKind } from '../../engine/insights/events.ts';
import { finishesFlow } from '../../engine/insights/flowSteps.ts';
import type { AnalysisViewState } from '../analysis/useAnalysis.ts';
import { track } from './track.ts';

/** A step's answer was accepted; the last one of a screen that ends its flow finishes the flow. */
export function trackCompletion(flow: FlowContent, screen: Screen, step: string, last: boolean): void {
  track({ flow: flow.id, screen: screen.id, step, kind: 'complete' });
  if (last && finishesFlow(flow, screen)) track({ flow: flow.id, screen: screen.id, step, kind: 'finish' });
}

/**
 * Reports a step's view while it is shown (`accepted` false) and its completion once its answer
 * is accepted. A step that is never shown (a question a condition skips) is never reported, so
 * it loses nobody.
 */
export function useStepInsights(
  flow: FlowContent,
  screen: Screen,
  step: string | undefined,
  accepted: boolean,
  last: boolean,
): void {
  useEffect(() => {
    if (step === undefined) return;
    if (accepted) trackCompletion(flow, screen, step, last);
    else track({ flow: flow.id, screen: screen.id, step, kind: 'view' });
  }, [flow, screen, step, accepted, last]);
}

const isReported = (code: AnalysisErrorCode): code is AnalysisErrorKind => analysisErrorKinds.includes(code as never);

/** Reports how an analysis ended: with a provider's answer, offline, or failed and why. */
export function useAnalysisInsights(
  flow: FlowContent,
  screen: Screen,
  step: string | undefined,
  state: AnalysisViewState,
): void {
  useEffect(() => {
    if (step === undefined) return;
    const where = { flow: flow.id, screen: screen.id, step, kind: 'analysis' } as const;
    if (state.kind === 'result') track({ ...where, outcome: state.outcome.offline ? 'offline' : 'server' });
    // A cancelled analysis (the person left) is no outcome.
    else if (state.kind === 'error' && isReported(state.code))
      track({ ...where, outcome: 'failed', errorKind: state.code });
  }, [flow, screen, step, state]);
}
