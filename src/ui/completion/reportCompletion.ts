import type { AppContent, FlowContent } from '../../engine/content/types.ts';
import { collectedStores, consentKey } from '../../engine/flow/collect.ts';
import { isRecord } from '../../engine/forms/isRecord.ts';
import { paramsKey } from '../../engine/params/urlParams.ts';
import { completionsPath, type CompletionReport } from '../../engine/flow/completionWire.ts';
import { sessionStore } from '../session/sessionStore.ts';

/** What the person is told about their answers: nothing (not collected), or whether they were stored. */
export type CompletionNote =
  { kind: 'none' } | { kind: 'sent'; message: string } | { kind: 'refused'; message: string };

/** keepalive lets a report outlive the page (a finish that navigates away), for bodies up to 64 KB. */
const keepaliveLimit = 60_000;

function refusalMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const { error } = body;
  if (typeof error !== 'object' || error === null || !('message' in error)) return undefined;
  return typeof error.message === 'string' ? error.message : undefined;
}

/** The report: the flow and score, and for a collecting flow whose consent is ticked, its stores and URL parameters. */
function completionReport(flow: FlowContent, score: number | undefined): CompletionReport {
  const slots = sessionStore().getState().slots;
  const consented = flow.collect !== undefined && slots[consentKey(flow.id)] === true;
  const answers = consented
    ? Object.fromEntries(collectedStores(flow).flatMap((key) => (slots[key] === undefined ? [] : [[key, slots[key]]])))
    : undefined;
  const params = answers ? slots[paramsKey(flow.id)] : undefined;
  return {
    completionId: crypto.randomUUID(),
    flowId: flow.id,
    ...(score === undefined ? {} : { score }),
    ...(answers ? { consent: true as const, answers } : {}),
    ...(isRecord(params) ? { params } : {}),
  };
}

/**
 * Tells the app's server that a flow was completed (it queues the `flow.completed` webhook and
 * stores consented answers). Only builds with the server behind them report; a static build has
 * none. Never throws: a person who finished is never held up by the report, and one whose answers
 * were to be stored is told whether they were, their answers still in this browser either way.
 */
export async function reportCompletion(
  app: AppContent,
  flow: FlowContent,
  score: number | undefined,
): Promise<CompletionNote> {
  if (import.meta.env.VITE_ANALYSIS_MODE === 'direct' || import.meta.env.VITE_ANALYSIS_MODE === 'offline')
    return { kind: 'none' };
  const report = completionReport(flow, score);
  const body = JSON.stringify(report);
  const messages = app.completionMessages;
  try {
    const response = await fetch(completionsPath, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      keepalive: body.length < keepaliveLimit,
    });
    if (!report.answers) return { kind: 'none' };
    if (response.ok) return { kind: 'sent', message: messages.sent };
    const refusal = refusalMessage(await response.json().catch(() => undefined));
    return { kind: 'refused', message: refusal ?? messages.unavailable };
  } catch {
    return report.answers ? { kind: 'refused', message: messages.unavailable } : { kind: 'none' };
  }
}
