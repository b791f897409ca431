/** Bytes as base64url (RFC 4648 §5, no padding): the alphabet a URL fragment and a JSON string carry as is. */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  // In slices: String.fromCharCode with a whole saved questionnaire's bytes would overflow the call stack.
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export const base64UrlPattern = /^[A-Za-z0-9_-]*$/;

/** The bytes of a base64url text, or undefined when it is not one (a link cut short or mistyped). */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!base64UrlPattern.test(text) || text.length % 4 === 1) return undefined;
  const binary = atob(
    text
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(text.length / 4) * 4, '='),
  );
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
