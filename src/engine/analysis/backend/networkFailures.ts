import { AnalysisError } from '../AnalysisError.ts';
import type { AnalysisBackend } from './AnalysisBackend.ts';

/**
 * What browsers and the vendors' SDKs say when a request never got an answer: fetch's TypeError
 * (Chromium "Failed to fetch", Firefox "NetworkError when attempting to fetch resource", Safari
 * "Load failed", Node "fetch failed"), Gemini's SDK quoting it ("Error fetching from …: Failed to
 * fetch"), and OpenAI's SDK's APIConnectionError ("Connection error."). Read from the message, as a
 * bundler may rename the SDKs' error classes.
 */
const networkWords = /failed to fetch|networkerror|load failed|fetch failed|connection error/i;

/** Whether a provider's failure is the connection's (no answer came), not the service's or its demand's. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof Error && networkWords.test(error.message);
}

/**
 * A browser-direct backend whose connection failures are `network` failures, so the error screen
 * does not put them down to demand. Only the browser wraps its backend so: on the app's server a
 * vendor out of reach stays a `provider` failure, whose text never reaches the browser as is.
 */
export function withNetworkFailures(backend: AnalysisBackend): AnalysisBackend {
  return {
    async produce(...args) {
      try {
        return await backend.produce(...args);
      } catch (error) {
        if (error instanceof AnalysisError && error.code === 'provider' && isNetworkFailure(error.cause))
          throw new AnalysisError('network', error.message, { cause: error.cause });
        throw error;
      }
    },
  };
}
