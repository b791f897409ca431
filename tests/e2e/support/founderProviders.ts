import {
  geminiError,
  geminiNoCandidates,
  geminiText,
  openaiError,
  isStreamRequest,
  openaiRefusal,
  openaiText,
  streamBody,
  quotaMessage,
  rateLimitMessage,
  type WireReply,
} from '../../support/vendorWire.ts';
import type { Page, Request, Route } from 'playwright-core';

/** Its analysis answer is shared with the server's unit tests. */
export { analysisText } from '../../support/founderAnalysisText.ts';

/**
 * The AI and email services as the real SDKs in the built app reach them: each request is
 * intercepted in the browser, recorded, and answered in that service's wire format.
 */

export const endpoints = {
  gemini: /^https:\/\/generativelanguage\.googleapis\.com\/v1beta\/models\/[^/:]+:(?:stream)?[gG]enerateContent/,
  openai: /^https:\/\/api\.openai\.com\/v1\/chat\/completions/,
  email: /^https:\/\/api\.emailjs\.com\/api\/v1\.0\/email\/send$/,
} as const;

export type Service = keyof typeof endpoints;

/** An HTTP answer, or `hang` for a service that never answers. */
export type Reply = { status: number; json?: unknown; text?: string } | 'hang';

export interface Call {
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A reply per call: a fixed one, one per call in order (the last repeats), or computed. */
export type Replies = Reply | readonly Reply[] | ((call: number) => Reply | Promise<Reply>);

const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
};

function bodyOf(request: Request): unknown {
  try {
    return request.postDataJSON() as unknown;
  } catch {
    return request.postData();
  }
}

async function replyFor(replies: Replies, call: number): Promise<Reply> {
  if (typeof replies === 'function') return replies(call);
  if (Array.isArray(replies))
    return (replies as readonly Reply[])[Math.min(call, replies.length - 1)] ?? { status: 500 };
  return replies as Reply;
}

async function answer(route: Route, reply: Reply): Promise<void> {
  if (reply === 'hang') return;
  const request = route.request();
  const path = new URL(request.url()).pathname;
  // A streaming call gets a 200 in the vendor's streaming format, whole (a route answers at once).
  if (reply.status === 200 && reply.json !== undefined && isStreamRequest(path, bodyOf(request))) {
    await route.fulfill({
      status: 200,
      headers: { ...cors, 'content-type': 'text/event-stream' },
      body: streamBody(path, { status: 200, body: reply.json }),
    });
    return;
  }
  const isJson = reply.json !== undefined;
  await route.fulfill({
    status: reply.status,
    headers: { ...cors, 'content-type': isJson ? 'application/json' : 'text/plain' },
    body: isJson ? JSON.stringify(reply.json) : (reply.text ?? ''),
  });
}

/** Intercepts one service on `page`; the returned list fills with every request it sent. */
export async function intercept(page: Page, service: Service, replies: Replies): Promise<Call[]> {
  const calls: Call[] = [];
  await page.route(endpoints[service], async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') {
      await route.fulfill({ status: 204, headers: cors });
      return;
    }
    const call = calls.length;
    const body = bodyOf(request);
    calls.push({ url: request.url(), headers: await request.allHeaders(), body });
    // OpenAI's own refusal of a request its model cannot take comes before anything scripted.
    const refusal = service === 'openai' ? openaiRefusal(body) : undefined;
    await answer(route, refusal ? reply(refusal) : await replyFor(replies, call));
  });
  return calls;
}

/** A vendor answer as this file's interception replies it. */
function reply({ status, body }: WireReply): Reply {
  return { status, json: body };
}

export const gemini = {
  ok: (text: string): Reply => reply(geminiText(text)),
  /** 200 with no candidates: the SDK reads it as empty text. */
  noCandidates: (): Reply => reply(geminiNoCandidates()),
  error: (status: number, message: string, state = 'RESOURCE_EXHAUSTED'): Reply =>
    reply(geminiError(status, message, state)),
  rateLimited: (): Reply => gemini.error(429, 'Resource has been exhausted (e.g. check rate limit).'),
  quotaExceeded: (): Reply => gemini.error(429, quotaMessage),
};

export const openai = {
  ok: (text: string): Reply => reply(openaiText(text)),
  error: (status: number, message: string, type: string, code: string | null = null): Reply =>
    reply(openaiError(status, message, code, type)),
  rateLimited: (): Reply => openai.error(429, rateLimitMessage, 'requests', 'rate_limit_exceeded'),
  quotaExceeded: (): Reply => openai.error(429, quotaMessage, 'insufficient_quota', 'insufficient_quota'),
};

export const emailjs = {
  ok: (): Reply => ({ status: 200, text: 'OK' }),
  failed: (status = 500): Reply => ({ status, text: 'The service is temporarily unavailable' }),
};

/** A promise to hold a reply back until the test has looked at the screen. */
export function gate(): { opened: Promise<void>; open: () => void } {
  let open = (): void => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}
