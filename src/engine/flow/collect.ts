import type { FlowContent } from '../content/types.ts';
import { isAnsweredScreen } from './screenKinds.ts';

/**
 * Where a collecting flow keeps the person's consent in the session: beside the flow's own
 * stores, under a key no store key can take (store keys have no colon).
 */
export function consentKey(flowId: string): string {
  return `${flowId}:consent`;
}

/** The store keys whose answers a collecting flow sends: every form and questionnaire, in screen order. */
export function collectedStores(flow: FlowContent): string[] {
  return flow.screens.flatMap((screen) => (isAnsweredScreen(screen) ? [screen.store] : []));
}

/** The screen that asks for consent: the flow's first form (the content checker makes sure there is one). */
export function consentScreenId(flow: Pick<FlowContent, 'collect' | 'screens'>): string | undefined {
  return flow.collect ? flow.screens.find((screen) => screen.type === 'form')?.id : undefined;
}

/**
 * Whether finishing `screenId` completes the flow: it is the flow's last form or questionnaire
 * (a results screen after it only shows what was answered). A screen that runs an analysis
 * completes the flow once its result is in.
 */
export function completesFlow(flow: Pick<FlowContent, 'screens'>, screenId: string): boolean {
  return flow.screens.findLast((screen) => screen.type !== 'results')?.id === screenId;
}
