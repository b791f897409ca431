import type { Context, Handler } from 'hono';
import { streamSSE } from 'hono/streaming';
import {
  type AnalysisBackend,
  type Content,
  fillMessage,
  parseAnalysis,
  sseEvents,
  toWireStatus,
  type WireError,
  type WireResult,
  type WireText,
} from '../../src/engine/index.ts';
import type { Limits } from '../config/limits.ts';
import { refuse, type AppEnv } from '../http/appEnv.ts';
import type { AnalysisLogLine, LogWriter } from '../http/requestLog.ts';
import { ChainTimeout, counts, failureOutcome, ShuttingDown, vendorStatusOf } from './analysisOutcome.ts';
import { safeErrorMessage } from './safeErrorMessage.ts';
import { watchingAnswerSize } from './vendorAnswers.ts';

/** Analyses this process runs right now; each holds one vendor call at a time. */
export interface InFlight {
  readonly count: number;
  /** Aborts every running analysis (the end of a graceful shutdown); each ends with the 'interrupted' message. */
  abortAll: () => void;
  /** Resolves once no analysis runs. */
  idle: () => Promise<void>;
}

export interface AnalysisRouteOptions {
  content: () => Content;
  backend: () => AnalysisBackend;
  limits: Limits;
  /** Ends the analysis's hold on the limits; `refund` when it delivered nothing. Never throws. */
  settle: (c: Context<AppEnv>, refund: boolean) => Promise<boolean>;
  log?: LogWriter;
  now?: () => number;
}

function tracker() {
  const running = new Set<AbortController>();
  let waiters: (() => void)[] = [];
  const inFlight: InFlight = {
    get count() {
      return running.size;
    },
    abortAll: () => running.forEach((controller) => controller.abort(new ShuttingDown())),
    idle: () => (running.size === 0 ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve))),
  };
  const add = (controller: AbortController) => running.add(controller);
  const remove = (controller: AbortController) => {
    running.delete(controller);
    if (running.size > 0) return;
    waiters.forEach((resolve) => resolve());
    waiters = [];
  };
  return { inFlight, add, remove };
}

/**
 * POST /api/analysis once the body is checked and the limits passed: runs the provider chain and
 * streams it as server-sent events (status, the model's text as it arrives, then result or error,
 * with heartbeats between). The
 * chain stops when the browser goes away or the chain's time is up; the error event carries a
 * message from content, never a vendor's own text.
 */
export function analysisRoute({ content, backend, limits, settle, log, now = Date.now }: AnalysisRouteOptions) {
  const { inFlight, add, remove } = tracker();
  const handler: Handler<AppEnv> = (c) => {
    const started = now();
    const messages = content().app.serverMessages;
    // The in-progress limit gives its slot back itself on a refusal.
    if (inFlight.count >= limits.vendorCallsInFlight) return refuse(c, 503, 'at-capacity', messages.atCapacity);
    const { flow, analysis, input } = c.get('checked');
    const controller = new AbortController();
    add(controller);
    const deadline = setTimeout(() => controller.abort(new ChainTimeout()), limits.chainMs);
    const stop = () => controller.abort();
    c.req.raw.signal.addEventListener('abort', stop, { once: true });
    return streamSSE(c, async (stream) => {
      stream.onAbort(stop);
      const send = (event: string, data: unknown) =>
        stream.writeSSE({ event, data: JSON.stringify(data) }).catch(() => undefined);
      const heartbeat = setInterval(() => void send(sseEvents.heartbeat, {}), limits.heartbeatMs);
      const ended: Pick<AnalysisLogLine, 'outcome' | 'provider' | 'model' | 'tokensIn' | 'tokensOut' | 'vendorStatus'> =
        {
          outcome: 'server-error',
        };
      try {
        const { app } = content();
        const statusTexts = {
          ...app.analysisStatus,
          analyzing: analysis.messages.analyzing ?? app.analysisStatus.analyzing,
        };
        const { text, source, model, usage } = await watchingAnswerSize(() =>
          backend().produce(
            { flowId: flow.id, flow, analysis, input, statusTexts, offlineNotes: app.offlineNotes },
            (status) => void send(sseEvents.status, toWireStatus(status)),
            controller.signal,
            // Each piece as it comes; the vendor's byte and time bounds (vendorAnswers.ts) hold the stream too.
            (piece) => void send(sseEvents.text, { text: piece } satisfies WireText),
          ),
        );
        // No provider has a key: the offline analysis is the browser's own job (it falls back on 503).
        if (source === 'offline') throw new Error('no provider is configured');
        // Charged only for a usable answer: the engine's own parser judges it here, and the browser
        // shows the result it was judged by. An empty or broken answer, or one that fails the
        // validity rule, throws its content message and the visitor's hit is given back.
        const result = parseAnalysis(text, analysis);
        // What the analysis cost, for the owner: never the answers, only the vendor's counts.
        Object.assign(ended, {
          outcome: 'delivered',
          provider: source,
          ...(model !== undefined ? { model } : {}),
          ...(usage?.input !== undefined ? { tokensIn: usage.input } : {}),
          ...(usage?.output !== undefined ? { tokensOut: usage.output } : {}),
        });
        // The parsed result goes with the text: the browser shows what was judged here, without reading it again.
        await send(sseEvents.result, { text, provider: source, result } satisfies WireResult);
      } catch (error) {
        const reason: unknown = controller.signal.reason;
        const clientGone = c.req.raw.signal.aborted || stream.aborted;
        const vendorStatus = vendorStatusOf(error);
        Object.assign(ended, {
          outcome: failureOutcome(error, reason, clientGone),
          ...(vendorStatus !== undefined ? { vendorStatus } : {}),
        });
        const message =
          reason instanceof ChainTimeout
            ? fillMessage(messages.chainTimeout, { seconds: Math.ceil(limits.chainMs / 1000) })
            : reason instanceof ShuttingDown
              ? messages.interrupted
              : safeErrorMessage(error, analysis, messages, limits.vendorAnswerBytes);
        if (!clientGone) await send(sseEvents.error, { message } satisfies WireError);
      } finally {
        clearInterval(heartbeat);
        clearTimeout(deadline);
        c.req.raw.signal.removeEventListener('abort', stop);
        // The vendor slot first, synchronously: nothing after this line can leave it taken.
        remove(controller);
        const settled = await settle(c, !counts(ended.outcome));
        log?.({
          time: new Date(started).toISOString(),
          event: 'analysis',
          id: c.get('requestId'),
          flow: flow.id,
          analysis: analysis.id,
          ...ended,
          ...(settled ? {} : { limits: 'unsettled' as const }),
          ms: now() - started,
        });
      }
    });
  };
  return { handler, inFlight };
}
