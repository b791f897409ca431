import { Agent, setGlobalDispatcher } from 'undici';
import type { Limits } from '../config/limits.ts';

/**
 * Holds every answer the server's own HTTP requests get, which are the AI vendors' (both SDKs use
 * the global fetch), to `vendorAnswerBytes` and the attempt's time: past the byte cap undici cuts
 * the connection (UND_ERR_RES_EXCEEDED_MAX_SIZE, reported with the content's vendorTooLarge
 * message), so a runaway answer never fills the server's memory or reaches a browser.
 */
export function boundVendorAnswers(limits: Pick<Limits, 'vendorAnswerBytes' | 'vendorAttemptMs'>): void {
  setGlobalDispatcher(
    new Agent({
      maxResponseSize: limits.vendorAnswerBytes,
      headersTimeout: limits.vendorAttemptMs,
      bodyTimeout: limits.vendorAttemptMs,
    }),
  );
}
