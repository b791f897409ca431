import type { FlowContent } from '../../engine/content/types.ts';
import { collectedStores, consentKey } from '../../engine/flow/collect.ts';
import { isRecord } from '../../engine/forms/isRecord.ts';
import { paramsKey } from '../../engine/params/urlParams.ts';
import { refusalMessage } from '../../engine/http/refusalMessage.ts';
import { completionsPath, type CompletionReport } from '../../engine/flow/completionWire.ts';
import { savedRecordKey, type SavedRecord } from '../../engine/saveForLater/savedRecordKey.ts';
import { sessionStore } from '../session/sessionStore.ts';

/** What the person is told about their answers: nothing (not collected), or whether they were stored. */
export type CompletionNote =
  { kind: 'none' } | { kind: 'sent'; message: string } | { kind: 'refused'; message: string };

/** keepalive lets a report outlive the page (a finish that navigates away), for bodies up to 64 KB. */
const keepaliveLimit = 60_000;

/** The report: the flow and score, and for a collecting flow whose consent is ticked, its stores and URL parameters. */
function completionReport(flow: FlowContent, score: number | undefined): CompletionReport {
  const slots = sessionStore().getState().slots;
  const consented = flow.collect !== undefined && slots[consentKey(flow.id)] === true;
  const answers = consented
    ? Object.fromEntries(collectedStores(flow).flatMap((key) => (slots[key] === undefined ? [] : [[key, slots[key]]])))
    : undefined;
  const params = answers ? slots[paramsKey(flow.id)] : undefined;
  // A saved link's answers on the server end with the flow (the store checked the record's shape).
  const saved = slots[savedRecordKey(flow.id)] as SavedRecord | undefined;
  return {
    completionId: crypto.randomUUID(),
    flowId: flow.id,
    ...(score === undefined ? {} : { score }),
    ...(answers ? { consent: true as const, answers } : {}),
    ...(isRecord(params) ? { params } : {}),
    ...(saved?.where === 'server' ? { forgetSave: { id: saved.id, token: saved.token } } : {}),
  };
}

/** The tab forgets its saved link once the flow is done: its answers were deleted, or live only in the link. */
function forgetSavedLink(flow: FlowContent): void {
  sessionStore().getState().forgetSavedLink(flow.id);
}

/**
 * Tells the app's server that a flow was completed (it queues the `flow.completed` webhook and
 * stores consented answers, and deletes the answers of the person's saved link). Only builds with
 * the server behind them report; a static build has none. Never throws: a person who finished is never held up by the report, and one whose answers
 * were to be stored is told whether they were, their answers still in this browser either way.
 */
export async function reportCompletion(flow: FlowContent, score: number | undefined): Promise<CompletionNote> {
  if (import.meta.env.VITE_ANALYSIS_MODE === 'direct' || import.meta.env.VITE_ANALYSIS_MODE === 'offline') {
    forgetSavedLink(flow);
    return { kind: 'none' };
  }
  const report = completionReport(flow, score);
  const body = JSON.stringify(report);
  // Its notes load beside the request, not with the flow's screens.
  const notes = import('virtual:content/on-demand').then((module) => module.default.completionMessages);
  try {
    const response = await fetch(completionsPath, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      keepalive: body.length < keepaliveLimit,
    });
    // Refused, the saved copy stays until it expires, and the tab keeps the record for Forget.
    if (response.ok) forgetSavedLink(flow);
    if (!report.answers) return { kind: 'none' };
    const messages = await notes;
    if (response.ok) return { kind: 'sent', message: messages.sent };
    const refusal = refusalMessage(await response.json().catch(() => undefined));
    return { kind: 'refused', message: refusal ?? messages.unavailable };
  } catch {
    const messages = await notes.catch(() => undefined);
    return report.answers && messages ? { kind: 'refused', message: messages.unavailable } : { kind: 'none' };
  }
}
