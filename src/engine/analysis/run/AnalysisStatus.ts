import type { AppContent } from '../../content/types.ts';
import { fillMessage } from '../fillMessage.ts';

/** Progress the UI shows while an analysis runs; `message` is the configured text, filled in. */
export type AnalysisStatus =
  | { kind: 'analyzing'; message: string }
  | { kind: 'busy'; message: string; seconds: number; attempt: number; attempts: number; provider: string }
  | { kind: 'retrying'; message: string; attempt: number; attempts: number; provider: string }
  | { kind: 'emailing'; message: string };

export type StatusTexts = AppContent['analysisStatus'];
export type StatusListener = (status: AnalysisStatus) => void;

export const statusEvents = {
  analyzing: (texts: StatusTexts): AnalysisStatus => ({ kind: 'analyzing', message: texts.analyzing }),
  /** `provider` is the one the retry starts with (the chain's first), for logs and the wire; the line does not name it. */
  busy: (texts: StatusTexts, seconds: number, attempt: number, attempts: number, provider: string): AnalysisStatus => ({
    kind: 'busy',
    message: fillMessage(texts.busy, { seconds, attempt, attempts }),
    seconds,
    attempt,
    attempts,
    provider,
  }),
  retrying: (texts: StatusTexts, attempt: number, attempts: number, provider: string): AnalysisStatus => ({
    kind: 'retrying',
    message: fillMessage(texts.retrying, { attempt, attempts }),
    attempt,
    attempts,
    provider,
  }),
  emailing: (texts: StatusTexts): AnalysisStatus => ({ kind: 'emailing', message: texts.emailing }),
};
