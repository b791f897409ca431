import { AsyncLocalStorage } from 'node:async_hooks';
import { Agent, setGlobalDispatcher, type Dispatcher } from 'undici';
import type { Limits } from '../config/limits.ts';
import { isAnswerTooLarge } from './analysisOutcome.ts';

/** Per analysis: undici's error when one of its vendor answers passed the byte cap. */
interface AnswerWatch {
  cutAtCap?: Error;
}

const watches = new AsyncLocalStorage<AnswerWatch>();

const handlerErrorNames = new Set<PropertyKey>(['onError', 'onResponseError']);

/**
 * The request's handler, noting a cut at the byte cap for the analysis that sent it. Streaming
 * SDKs replace the network error they read with their own (Gemini's "Error reading from the
 * stream" keeps no cause), so the cap's error is noted where undici raises it.
 */
function watched(handler: Dispatcher.DispatchHandler, watch: AnswerWatch): Dispatcher.DispatchHandler {
  return new Proxy(handler, {
    get(target, name) {
      const value: unknown = Reflect.get(target, name);
      if (typeof value !== 'function') return value;
      // Called on the handler itself: its methods reach its private fields.
      const method = (...args: unknown[]): unknown => (value as (...inner: unknown[]) => unknown).apply(target, args);
      if (!handlerErrorNames.has(name)) return method;
      return (...args: unknown[]) => {
        const error = args.at(-1);
        if (error instanceof Error && isAnswerTooLarge(error)) watch.cutAtCap ??= error;
        return method(...args);
      };
    },
  });
}

/**
 * Holds every answer the server's own HTTP requests get, which are the AI vendors' (both SDKs use
 * the global fetch), to `vendorAnswerBytes` and the attempt's time, streamed or not: past the byte
 * cap undici cuts the connection (UND_ERR_RES_EXCEEDED_MAX_SIZE, reported with the content's
 * vendorTooLarge message), so a runaway answer never fills the server's memory; a stream that
 * stalls between chunks for the attempt's time is cut too.
 */
export function boundVendorAnswers(limits: Pick<Limits, 'vendorAnswerBytes' | 'vendorAttemptMs'>): void {
  const agent = new Agent({
    maxResponseSize: limits.vendorAnswerBytes,
    headersTimeout: limits.vendorAttemptMs,
    bodyTimeout: limits.vendorAttemptMs,
  });
  setGlobalDispatcher(
    agent.compose((dispatch) => (options, handler) => {
      const watch = watches.getStore();
      return dispatch(options, watch ? watched(handler, watch) : handler);
    }),
  );
}

/**
 * Runs one analysis's vendor calls, and when one of its answers was cut at the byte cap, fails
 * with that cut under the error (whatever the SDK made of it), so the log says 'too-large' and
 * the user reads the content's vendorTooLarge message.
 */
export async function watchingAnswerSize<T>(run: () => Promise<T>): Promise<T> {
  const watch: AnswerWatch = {};
  try {
    return await watches.run(watch, run);
  } catch (error) {
    if (!watch.cutAtCap || isAnswerTooLarge(error)) throw error;
    throw new Error(error instanceof Error ? error.message : String(error), { cause: watch.cutAtCap });
  }
}
