import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isStreamRequest, openaiRefusal, streamEvents } from '../../../support/vendorWire.ts';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
  /** The client closed the connection before an answer was sent (a cancelled call). */
  abandoned?: boolean;
}

export interface ScriptedReply {
  status: number;
  body?: unknown;
  /** Never answer: the client's timeout must end the call. */
  hang?: boolean;
  /** How a 200 streams to a streaming request (Gemini's streamGenerateContent, OpenAI's `stream: true`). */
  stream?: StreamScript;
}

export interface StreamScript {
  /** How many pieces the text comes in (3). */
  pieces?: number;
  /** The wait between events: a slow vendor. */
  pauseMs?: number;
  /** After this many events, waits for `until` before sending the rest. */
  holdAfter?: number;
  until?: Promise<void>;
  /** Stops after the text pieces, without the vendor's finish: 'end' closes cleanly, 'reset' breaks the connection mid-body. */
  cut?: 'end' | 'reset';
}

export interface FakeServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  requests: RecordedRequest[];
  /** Queues replies for requests whose path contains `pathPart`, used in order. */
  script: (pathPart: string, ...replies: ScriptedReply[]) => void;
  /** Forgets the recorded requests and every reply still queued, so one test's leftovers never answer the next. */
  reset: () => void;
  close: () => Promise<void>;
}

function send(response: ServerResponse, reply: ScriptedReply): void {
  response.writeHead(reply.status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(reply.body ?? {}));
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A 200 in the vendor's streaming format, event by event, as `reply.stream` scripts it. */
async function sendStream(response: ServerResponse, path: string, reply: ScriptedReply): Promise<void> {
  const script = reply.stream ?? {};
  const { pieces, end } = streamEvents(path, { status: reply.status, body: reply.body }, script.pieces);
  const events = script.cut ? pieces : [...pieces, ...end];
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  for (const [index, event] of events.entries()) {
    if (index === script.holdAfter) await script.until;
    if (index > 0 && script.pauseMs) await pause(script.pauseMs);
    if (response.destroyed) return;
    // Each event flushed before the next step, so a break comes after what was sent, as on a real network.
    await new Promise((resolve) => response.write(event, resolve));
  }
  // A break closes the connection inside the chunked body: the client reads the events, then an error.
  if (script.cut === 'reset') response.socket?.destroy();
  else response.end();
}

/**
 * A local stand-in for the vendors' HTTP APIs on 127.0.0.1, so the real SDKs run end to end
 * without leaving the machine. Unscripted requests get a 500 that names the path, except a
 * model lookup, which finds the model.
 */
export async function startFakeServer(): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  const scripts: { pathPart: string; replies: ScriptedReply[] }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Not JSON; keep the raw text.
      }
      const path = request.url ?? '';
      const recorded: RecordedRequest = { method: request.method ?? '', path, headers: request.headers, body };
      requests.push(recorded);
      response.on('close', () => {
        if (!response.writableEnded) recorded.abandoned = true;
      });
      // OpenAI's own refusal of a request its model cannot take comes before anything scripted.
      const refusal = path.endsWith('/chat/completions') ? openaiRefusal(body) : undefined;
      const reply: ScriptedReply | undefined =
        refusal ?? scripts.find((entry) => path.includes(entry.pathPart) && entry.replies.length > 0)?.replies.shift();
      // Asked whether a model exists (Gemini models.get, OpenAI models.retrieve): this vendor has them all.
      const modelName = request.method === 'GET' ? /\/models\/([^/:?]+)$/.exec(path)?.[1] : undefined;
      if (!reply && modelName !== undefined) {
        send(response, { status: 200, body: { name: `models/${modelName}`, id: modelName } });
        return;
      }
      if (!reply) {
        send(response, { status: 500, body: { error: { message: `no reply scripted for ${path}` } } });
        return;
      }
      if (reply.hang) return;
      if (reply.status === 200 && isStreamRequest(path, body)) void sendStream(response, path, reply);
      else send(response, reply);
    });
  });
  // Node closes an idle kept-alive socket after 5 s by default. A client on a loaded machine can send
  // its next request on that socket just as it closes (a reset, not a vendor answer), so the fake
  // vendor keeps idle sockets open and leaves closing them to the client, as real vendors' long idle limits do.
  server.keepAliveTimeout = 10 * 60 * 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    script(pathPart, ...replies) {
      scripts.push({ pathPart, replies });
    },
    reset() {
      requests.length = 0;
      scripts.length = 0;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * One fake server per test file, started before its tests and closed after them, with the
 * recorded requests and queued replies cleared before each test. Call at the top level of a test file.
 */
export function useFakeServer(): FakeServer {
  let started: FakeServer | undefined;
  const current = (): FakeServer => {
    if (!started) throw new Error('the fake server starts in beforeAll; use it inside a test');
    return started;
  };
  beforeAll(async () => {
    started = await startFakeServer();
  });
  afterAll(() => started?.close());
  // Every reply still queued goes too: a test's leftover script must never answer the next test.
  beforeEach(() => started?.reset());
  return {
    get origin() {
      return current().origin;
    },
    get requests() {
      return current().requests;
    },
    script: (pathPart, ...replies) => current().script(pathPart, ...replies),
    reset: () => current().reset(),
    close: () => current().close(),
  };
}
