import { Webhook } from 'standardwebhooks';

/** The three headers the Standard Webhooks specification puts on every delivery. */
export interface WebhookHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/**
 * Signs one delivery attempt with the maintained `standardwebhooks` package: HMAC-SHA256 over
 * `id.timestamp.body` with the base64 key after `whsec_`. The id is the message's (the same on
 * every retry); the timestamp is the attempt's, so a receiver's replay window holds for retries.
 */
export function signedHeaders(secret: string, id: string, at: Date, body: string): WebhookHeaders {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(id, at, body),
  };
}
