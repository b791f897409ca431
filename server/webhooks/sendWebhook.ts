import { signedHeaders } from './signWebhook.ts';
import { printableWebhookUrl, type WebhookSettings } from './webhookSettings.ts';

/** What one attempt came to: the receiver's status, or why there was none. */
export interface AttemptOutcome {
  delivered: boolean;
  status: number | null;
  error: string | null;
  ms: number;
}

export interface SendOptions {
  settings: WebhookSettings;
  id: string;
  body: string;
  /** Each attempt's whole time: connecting, sending and the answer's headers. */
  timeoutMs: number;
  now: () => number;
  fetch?: typeof fetch;
}

/** Why an attempt failed, for the delivery log: the receiver's address in it without its query. */
function reasonOf(error: unknown, timeoutMs: number, url: string): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return `no answer within ${timeoutMs} ms`;
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : undefined;
  const message = error instanceof Error ? error.message : String(error);
  return (cause ? `${message} (${cause})` : message).split(url).join(printableWebhookUrl(url)).slice(0, 200);
}

/**
 * One signed POST of a message. Only a 2xx delivers it; a redirect is not followed (a receiver
 * that moved says so in the log) and the answer's body is never read beyond its status.
 */
export async function sendWebhook({
  settings,
  id,
  body,
  timeoutMs,
  now,
  fetch: send = fetch,
}: SendOptions): Promise<AttemptOutcome> {
  const started = now();
  const headers = signedHeaders(settings.secret, id, new Date(started), body);
  try {
    const response = await send(settings.url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'user-agent': 'venture-advisor-webhooks' },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel().catch(() => undefined);
    const delivered = response.status >= 200 && response.status < 300;
    return { delivered, status: response.status, error: null, ms: now() - started };
  } catch (error) {
    return {
      delivered: false,
      status: null,
      error: reasonOf(error, timeoutMs, settings.url),
      ms: now() - started,
    } satisfies AttemptOutcome;
  }
}
