/**
 * Why an analysis did not produce a result, so callers can react per cause
 * (e.g. the UI shows the high-demand note for provider failures only).
 */
export type AnalysisErrorCode =
  | 'precheck' // the answers are incomplete; nothing was sent
  | 'parse' // the provider answered with nothing usable
  | 'validity' // the parsed result misses required sections or counts
  | 'limited' // every provider reported a rate limit
  | 'unavailable' // quota exhausted, also after retrying
  | 'provider' // any other provider failure
  | 'network' // the service could not be reached at all (the connection, not demand)
  | 'refused' // the app's server turned the request away (limits, size, origin)
  | 'aborted' // the caller cancelled
  | 'busy'; // an analysis is already running on this runner

export interface AnalysisErrorOptions {
  cause?: unknown;
  /** A limit's wait: how many seconds until a new attempt can succeed (the server's Retry-After). */
  retryAfterSeconds?: number;
}

/** A failure whose message is already the user-facing text. */
export class AnalysisError extends Error {
  readonly code: AnalysisErrorCode;
  readonly retryAfterSeconds: number | undefined;

  constructor(code: AnalysisErrorCode, message: string, options?: AnalysisErrorOptions) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AnalysisError';
    this.code = code;
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }
}
