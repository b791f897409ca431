import { isRecord } from '../../forms/isRecord.ts';
import type { ServerMessages } from '../../content/types.ts';
import { AnalysisError } from '../AnalysisError.ts';
import { cancelledMessage } from '../chain/completeWithRetry.ts';
import { offlineAnalyze } from '../offline/offlineAnalyze.ts';
import type { AnalysisBackend, BackendText } from './AnalysisBackend.ts';
import { readServerEvents } from './readServerEvents.ts';
import {
  analysisPath,
  fromWireStatus,
  sseEvents,
  type AnalysisPostBody,
  type WireError,
  type WireResult,
  type WireStatus,
  type WireText,
} from './wire.ts';
import { fillMessage } from '../fillMessage.ts';
import { refusalMessage } from '../../http/refusalMessage.ts';
import { isStaticHostReply } from '../../http/staticHostReply.ts';

export interface ServerBackendOptions {
  /** The content's words for a server that cannot be reached, and for an answer cut off mid-way. */
  messages: Pick<ServerMessages, 'unreachable' | 'streamCut'>;
  fetch?: typeof fetch;
}

/**
 * How long a limit asks the browser to wait, in seconds: the refusal's Retry-After, else its
 * RateLimit-Reset (the window's end); undefined when it names none (a refusal that no wait cures).
 */
function retryAfterSeconds(response: Response): number | undefined {
  for (const header of ['retry-after', 'ratelimit-reset']) {
    const seconds = Number(response.headers.get(header) ?? Number.NaN);
    if (Number.isFinite(seconds) && seconds > 0) return Math.ceil(seconds);
  }
  return undefined;
}

/**
 * The browser's side of server mode: posts the flow, the analysis and the stored answers to the
 * app's own server and follows its server-sent events, showing each status with the browser's
 * own wording. A refusal becomes an AnalysisError with the server's message (from content); a 503
 * (the server is at capacity or has no key) or a host with no analysis service at all runs the
 * offline analyzer here instead. A request that gets no answer says the service could not be reached
 * (a `network` failure, not demand); a limit's refusal carries the wait its headers name.
 */
export function serverBackend({ messages, fetch: send = fetch }: ServerBackendOptions): AnalysisBackend {
  return {
    async produce({ flowId, flow, analysis, input, statusTexts, offlineNotes }, onStatus, signal, onText) {
      // The input carries the flow's URL parameters as `params` (a name no store may take); they travel beside the answers.
      const { params, ...answers } = input;
      const body: AnalysisPostBody = {
        flowId,
        analysisId: analysis.id,
        answers,
        ...(isRecord(params) ? { params } : {}),
      };
      const aborted = () => new AnalysisError('aborted', cancelledMessage);
      let response: Response;
      try {
        response = await send(analysisPath, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
          body: JSON.stringify(body),
          ...(signal ? { signal } : {}),
        });
      } catch (error) {
        if (signal?.aborted) throw aborted();
        throw new AnalysisError('network', messages.unreachable, { cause: error });
      }
      if (response.status === 503 || isStaticHostReply(response)) {
        // The body is not read; release the connection instead of leaving it open.
        await response.body?.cancel().catch(() => undefined);
        return { text: offlineAnalyze(input, analysis, { flow, notes: offlineNotes }), source: 'offline' };
      }
      if (!response.ok || !response.body) {
        const refusal = refusalMessage(await response.json().catch(() => undefined));
        const wait = response.status === 429 ? retryAfterSeconds(response) : undefined;
        throw new AnalysisError('refused', refusal ?? messages.unreachable, {
          ...(wait === undefined ? {} : { retryAfterSeconds: wait }),
        });
      }
      // Once text has come, a stream that breaks is an answer cut off mid-way, not a server out of reach.
      let textCame = false;
      // A stream that stops before any text is a connection lost; a garbled event is the server's, not the network's.
      const broken = (cause?: unknown) =>
        textCame
          ? new AnalysisError('provider', fillMessage(analysis.messages.failed, { message: messages.streamCut }), {
              cause,
            })
          : new AnalysisError(cause instanceof SyntaxError ? 'provider' : 'network', messages.unreachable, { cause });
      try {
        for await (const { event, data } of readServerEvents(response.body)) {
          if (event === sseEvents.status) onStatus(fromWireStatus(JSON.parse(data) as WireStatus, statusTexts));
          if (event === sseEvents.text) {
            textCame = true;
            onText?.((JSON.parse(data) as WireText).text);
          }
          if (event === sseEvents.result) {
            const { text, provider, result } = JSON.parse(data) as WireResult;
            // Read by the server with the engine's parser before it counted the run; read again only if it is not there.
            return { text, source: provider, ...(isRecord(result) ? { result } : {}) } satisfies BackendText;
          }
          if (event === sseEvents.error) throw new AnalysisError('provider', (JSON.parse(data) as WireError).message);
        }
      } catch (error) {
        if (signal?.aborted) throw aborted();
        if (error instanceof AnalysisError) throw error;
        throw broken(error);
      }
      // The stream ended without a result: the caller went away, or the connection broke.
      throw signal?.aborted ? aborted() : broken();
    },
  };
}
