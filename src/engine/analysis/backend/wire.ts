import type { ProviderSettings } from '../../content/types.ts';
import type { AnalysisResult } from '../types.ts';
import { statusEvents, type AnalysisStatus, type StatusTexts } from '../run/AnalysisStatus.ts';

/** Where the browser asks the app's server for an analysis, and whether the server can analyse. */
export const analysisPath = '/api/analysis';
export const statusPath = '/api/status';

/** The whole request: which analysis of which flow, over which stored answers. Never a prompt or model. */
export interface AnalysisPostBody {
  flowId: string;
  analysisId: string;
  /** Store values keyed by store key, exactly those the analysis reads. */
  answers: Record<string, unknown>;
  /** The flow's URL parameters as the session keeps them, when a link brought any; checked again by the server. */
  params?: Record<string, unknown>;
}

/** A status event: the numbers only; each side words them from its own content. */
export type WireStatus =
  | { kind: 'analyzing' }
  | { kind: 'busy'; seconds: number; attempt: number; attempts: number; provider: string }
  | { kind: 'retrying'; attempt: number; attempts: number; provider: string }
  | { kind: 'emailing' };

/** The model's whole answer, and the result the server read it into with the engine's parser. */
export interface WireResult {
  text: string;
  provider: ProviderSettings['id'];
  result: AnalysisResult;
}

export interface WireError {
  message: string;
}

/** The next piece of the model's text, as it streams in; the result event still carries the whole. */
export interface WireText {
  text: string;
}

/** The server-sent event names. */
export const sseEvents = {
  status: 'status',
  text: 'text',
  result: 'result',
  error: 'error',
  heartbeat: 'heartbeat',
} as const;

export function toWireStatus(status: AnalysisStatus): WireStatus {
  const { message: _message, ...numbers } = status;
  return numbers;
}

/** The same status line the in-process chain would have shown, worded from the browser's content. */
export function fromWireStatus(status: WireStatus, texts: StatusTexts): AnalysisStatus {
  switch (status.kind) {
    case 'busy':
      return statusEvents.busy(texts, status.seconds, status.attempt, status.attempts, status.provider);
    case 'retrying':
      return statusEvents.retrying(texts, status.attempt, status.attempts, status.provider);
    default:
      return statusEvents[status.kind](texts);
  }
}
