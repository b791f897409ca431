import type { AnalysisErrorCode } from '../../engine/analysis/AnalysisError.ts';
import type { AnalysisOutcome, AnalysisStatus } from '../../engine/analysis/index.ts';
import type { ResultDisplay } from '../../engine/results/resultValues.ts';

/** What an analysis screen shows: its own module, so the status line (loaded on demand) reads it without the hook. */
export type AnalysisViewState =
  | { kind: 'idle' }
  /** `preview`: what the model's streamed text says so far, read as the result view will show it. */
  | { kind: 'running'; status: AnalysisStatus; preview?: ResultDisplay }
  | { kind: 'result'; outcome: AnalysisOutcome }
  | AnalysisErrorState;

/** A failed analysis: its message, why it failed, and for a limit when a new attempt may start (ms since the epoch). */
export interface AnalysisErrorState {
  kind: 'error';
  message: string;
  code: AnalysisErrorCode;
  retryAt?: number;
}
