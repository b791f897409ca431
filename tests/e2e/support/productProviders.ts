import type { Page, Request } from 'playwright-core';
import { isStreamRequest, streamBody, type WireReply } from '../../support/vendorWire.ts';

export const geminiUrl =
  /^https:\/\/generativelanguage\.googleapis\.com\/v1beta\/models\/[^/]+:(?:stream)?[gG]enerateContent/;
export const openaiUrl = 'https://api.openai.com/v1/chat/completions';
export const emailUrl = /^https:\/\/api\.emailjs\.com\//;

export {
  geminiError,
  geminiText,
  openaiError,
  openaiText,
  quotaMessage,
  rateLimitMessage,
  type WireReply,
} from '../../support/vendorWire.ts';

/** What the app sent to a provider. */
export interface SentRequest {
  url: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

export interface Intercepted {
  sent: SentRequest[];
  /** Lets a held reply go (see `hold`). */
  release: () => void;
}

async function record(request: Request): Promise<SentRequest> {
  return {
    url: request.url(),
    headers: await request.allHeaders(),
    body: request.postDataJSON() as Record<string, unknown>,
  };
}

/**
 * Answers a provider's requests in its wire format, one reply per request in order (the last
 * repeats), and records what was sent. With `hold`, replies wait for release(): the test can look
 * at the analysing state first. CORS preflights are answered too, as the real APIs do.
 */
export async function intercept(
  page: Page,
  url: RegExp | string,
  replies: readonly WireReply[],
  options: { hold?: boolean } = {},
): Promise<Intercepted> {
  const sent: SentRequest[] = [];
  let release: () => void = () => undefined;
  const released = options.hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  await page.route(url, async (route) => {
    const request = route.request();
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': '*',
      'access-control-allow-methods': 'POST, OPTIONS',
    };
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    sent.push(await record(request));
    const reply = replies[Math.min(sent.length, replies.length) - 1];
    if (!reply) return route.abort('failed');
    await released;
    const path = new URL(request.url()).pathname;
    // A streaming call gets a 200 in the vendor's streaming format, whole (a route answers at once).
    const streamed = reply.status === 200 && isStreamRequest(path, request.postDataJSON());
    return route.fulfill({
      status: reply.status,
      headers: cors,
      contentType: streamed ? 'text/event-stream' : 'application/json',
      body: streamed ? streamBody(path, reply) : JSON.stringify(reply.body),
    });
  });
  return { sent, release: () => release() };
}

/** The prompt text a request carried, whichever provider it went to. */
export function promptOf(request: SentRequest | undefined): string {
  const body = request?.body as
    { contents?: { parts?: { text?: string }[] }[]; messages?: { content?: string }[] } | undefined;
  return body?.contents?.[0]?.parts?.[0]?.text ?? body?.messages?.[0]?.content ?? '';
}
