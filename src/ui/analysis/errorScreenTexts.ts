import type { AnalysisErrorCode } from '../../engine/analysis/AnalysisError.ts';
import { fillMessage } from '../../engine/analysis/fillMessage.ts';
import type { AnalysisApp } from '../../engine/content/types.ts';

export interface ErrorScreenTexts {
  /** The note under the message: the spec's high-demand note, or for a connection that failed the network note. */
  note: string;
  /** Try Again's words: with the wait while a limit applies. */
  retryLabel: string;
  /** Try Again waits out a limit's wait: pressing it earlier would only be refused again. */
  retryDisabled: boolean;
}

/** A wait as a clock reads it: 4:05, or 1:02:09 from an hour up. */
export function waitText(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/**
 * What the Analysis Error screen says beside the error's own message, so the screen speaks with
 * one voice: a connection that failed is not put down to demand (the network note instead of the
 * high-demand one), and while a limit's wait runs (`secondsLeft`, from the same reset the message
 * names) Try Again shows that one wait and stays disabled; the spec's note stays as it is.
 */
export function errorScreenTexts(
  screen: AnalysisApp['analysisErrorScreen'],
  code: AnalysisErrorCode,
  secondsLeft: number,
): ErrorScreenTexts {
  const waiting = secondsLeft > 0;
  return {
    note: code === 'network' ? screen.networkNote : screen.note,
    retryLabel: waiting ? fillMessage(screen.retryWait, { time: waitText(secondsLeft) }) : screen.retryLabel,
    retryDisabled: waiting,
  };
}
