import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { signedHeaders } from '../../../server/webhooks/signWebhook.ts';
import { readWebhookSettings } from '../../../server/webhooks/webhookSettings.ts';
import { sendWebhook } from '../../../server/webhooks/sendWebhook.ts';

// The Standard Webhooks specification's reference vector (its libraries' "sign function works" test).
const reference = {
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
  timestamp: 1614265330,
  payload: '{"test": 2432232314}',
  signature: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
};

describe('the webhook signature (Standard Webhooks)', () => {
  it("matches the specification's reference vector", () => {
    const headers = signedHeaders(
      reference.secret,
      reference.id,
      new Date(reference.timestamp * 1000),
      reference.payload,
    );
    expect(headers).toEqual({
      'webhook-id': reference.id,
      'webhook-timestamp': String(reference.timestamp),
      'webhook-signature': reference.signature,
    });
  });

  it('is HMAC-SHA256 of "id.timestamp.body" under the base64 key after whsec_, as the specification writes it', () => {
    const body = JSON.stringify({ type: 'flow.completed', data: { flowId: 'founder', score: 82 } });
    const at = new Date(1_800_000_000_123);
    const headers = signedHeaders(reference.secret, 'msg_1', at, body);
    const key = Buffer.from(reference.secret.slice('whsec_'.length), 'base64');
    const expected = createHmac('sha256', key).update(`msg_1.1800000000.${body}`).digest('base64');
    expect(headers['webhook-timestamp']).toBe('1800000000');
    expect(headers['webhook-signature']).toBe(`v1,${expected}`);
  });

  it("verifies with the package's own verifier, and fails for a changed body or another key", () => {
    const body = '{"type":"flow.completed"}';
    const headers = { ...signedHeaders(reference.secret, 'msg_2', new Date(), body) };
    expect(new Webhook(reference.secret).verify(body, headers)).toEqual({ type: 'flow.completed' });
    expect(() => new Webhook(reference.secret).verify(`${body} `, headers)).toThrow();
    expect(() => new Webhook('whsec_' + Buffer.alloc(32, 7).toString('base64')).verify(body, headers)).toThrow();
  });
});

describe('WEBHOOK_URL and WEBHOOK_SECRET', () => {
  const secret = `whsec_${Buffer.alloc(32, 1).toString('base64')}`;

  it('are both set, or neither', () => {
    expect(readWebhookSettings({})).toBeUndefined();
    expect(readWebhookSettings({ WEBHOOK_URL: 'https://hooks.example/in', WEBHOOK_SECRET: secret })).toEqual({
      url: 'https://hooks.example/in',
      secret,
    });
    expect(() => readWebhookSettings({ WEBHOOK_URL: 'https://hooks.example/in' })).toThrow(
      'WEBHOOK_URL is set but WEBHOOK_SECRET is not',
    );
    expect(() => readWebhookSettings({ WEBHOOK_SECRET: secret })).toThrow(
      'WEBHOOK_SECRET is set but WEBHOOK_URL is not',
    );
  });

  it('refuse an address that is not http(s) and a secret not written whsec_<base64>', () => {
    expect(() => readWebhookSettings({ WEBHOOK_URL: 'ftp://hooks.example', WEBHOOK_SECRET: secret })).toThrow(
      'WEBHOOK_URL must be an http:// or https:// address',
    );
    for (const bad of ['MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'whsec_short', 'whsec_not base64!'])
      expect(() => readWebhookSettings({ WEBHOOK_URL: 'https://hooks.example', WEBHOOK_SECRET: bad })).toThrow(
        'WEBHOOK_SECRET must be "whsec_" followed by the base64',
      );
  });

  // Finding 8: 'https://user:pass@…' was accepted, printed whole to stderr, and written whole into
  // the owner's delivery log by every attempt (fetch refuses such an address quoting it).
  it('refuse an address holding a user name or password, and never quote a value back', () => {
    for (const url of ['https://hooks:Pa55word@hooks.example/in', 'https://Pa55word@hooks.example/in']) {
      const refused = () => readWebhookSettings({ WEBHOOK_URL: url, WEBHOOK_SECRET: secret });
      expect(refused).toThrow(
        'WEBHOOK_URL must not hold a user name or password (user:pass@hooks.example): the receiver checks each message by its signature under WEBHOOK_SECRET',
      );
    }
    for (const url of ['not a Pa55word url', 'ftp://u:Pa55word@hooks.example'])
      expect(() => readWebhookSettings({ WEBHOOK_URL: url, WEBHOOK_SECRET: secret })).toThrow(
        expect.objectContaining({ message: expect.not.stringContaining('Pa55word') as unknown }),
      );
  });

  it('print the receiver without its query in a failed attempt', async () => {
    const url = 'https://hooks.example/in?token=Pa55word';
    const outcome = await sendWebhook({
      settings: { url, secret },
      id: 'msg_1',
      body: '{}',
      timeoutMs: 1000,
      now: Date.now,
      fetch: () => Promise.reject(new TypeError(`could not reach ${url}`)),
    });
    expect(outcome.error).toBe('could not reach https://hooks.example/in');
  });
});
