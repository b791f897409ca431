/** Where completed flows are sent, and the key they are signed with. */
export interface WebhookSettings {
  url: string;
  secret: string;
}

/** `whsec_` then base64 of 24 to 64 bytes, as the Standard Webhooks specification writes a symmetric key. */
const secretPattern = /^whsec_([A-Za-z0-9+/]+={0,2})$/;
const minKeyBytes = 24;
const maxKeyBytes = 64;

function keyBytes(secret: string): number | undefined {
  const base64 = secretPattern.exec(secret)?.[1];
  return base64 === undefined ? undefined : Buffer.from(base64, 'base64').length;
}

/**
 * WEBHOOK_URL and WEBHOOK_SECRET from the server's environment: both or neither. A half-set or
 * malformed pair stops the server at start with a message naming the variable, rather than
 * dropping every completion silently later.
 */
export function readWebhookSettings(env: Readonly<Record<string, string | undefined>>): WebhookSettings | undefined {
  const url = env.WEBHOOK_URL?.trim() ?? '';
  const secret = env.WEBHOOK_SECRET?.trim() ?? '';
  if (url === '' && secret === '') return undefined;
  if (url === '')
    throw new Error('WEBHOOK_SECRET is set but WEBHOOK_URL is not: set both to send webhooks, or neither');
  if (secret === '')
    throw new Error('WEBHOOK_URL is set but WEBHOOK_SECRET is not: set both to send webhooks, or neither');
  // The value is never quoted back: an address can hold a password or a token.
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('WEBHOOK_URL must be an http:// or https:// address; it is not a web address');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new Error(`WEBHOOK_URL must be an http:// or https:// address, not ${parsed.protocol}//`);
  // A password in the address would be printed by every error that quotes it (fetch refuses such
  // an address with a message holding it whole); the receiver checks the signature instead.
  if (parsed.username !== '' || parsed.password !== '')
    throw new Error(
      `WEBHOOK_URL must not hold a user name or password (user:pass@${parsed.host}): the receiver checks each message by its signature under WEBHOOK_SECRET`,
    );
  const bytes = keyBytes(secret);
  if (bytes === undefined || bytes < minKeyBytes || bytes > maxKeyBytes)
    throw new Error(
      `WEBHOOK_SECRET must be "whsec_" followed by the base64 of ${minKeyBytes} to ${maxKeyBytes} random bytes (e.g. "whsec_$(openssl rand -base64 32)")`,
    );
  return { url: parsed.toString(), secret };
}

/** The receiver as printed (start-up lines, errors in the delivery log): its origin and path, never its query. */
export function printableWebhookUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}
