import { fromBase64Url, toBase64Url } from './base64url.ts';

/**
 * Saved answers, encrypted in the browser with the platform's Web Crypto: AES-256-GCM under a key
 * derived (HKDF-SHA-256) from a random 32-byte secret that lives only in the link's #fragment.
 * From the same secret come the id the server files the ciphertext under and the token that lets
 * its holder replace or delete it; neither reveals the key (docs/server.md, "Saved answers").
 */

/** Why sealed answers could not be opened or made. */
export class SavedAnswersError extends Error {
  constructor(
    readonly reason: 'damaged' | 'unsupported',
    options?: ErrorOptions,
  ) {
    super(
      reason === 'damaged' ? 'the saved answers are damaged or the key is wrong' : 'Web Crypto is unavailable',
      options,
    );
    this.name = 'SavedAnswersError';
  }
}

/** What the secret gives: the key that seals, the server's id for the ciphertext, and the token to manage it. */
export interface SaveKeys {
  key: CryptoKey;
  id: string;
  token: string;
}

const secretBytes = 32;
const ivBytes = 12;
/** Sealed text is padded to a multiple of this, so its length tells the server little about the answers. */
const padTo = 256;
/** The most a sealed text may unpack to: a link made to expand without end is refused, not run. */
const maxUnpackedBytes = 4 * 1024 * 1024;
const purpose = (name: string) => new TextEncoder().encode(`advisory saved answers v1 ${name}`);
const associatedData = purpose('sealed');

function subtle(): SubtleCrypto {
  // Missing outside a secure context: a page served over plain HTTP from an address other than localhost.
  const found = (globalThis as { crypto?: { subtle?: SubtleCrypto } }).crypto?.subtle;
  if (!found) throw new SavedAnswersError('unsupported');
  return found;
}

/** A new random secret, as the link carries it (base64url, 43 characters). */
export function newSecret(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(secretBytes)));
}

/** A secret as a link carries it: 43 base64url characters. */
export const secretPattern = /^[A-Za-z0-9_-]{43}$/;

export async function deriveSaveKeys(secret: string): Promise<SaveKeys> {
  const raw = secretPattern.test(secret) ? fromBase64Url(secret) : undefined;
  if (raw?.length !== secretBytes) throw new SavedAnswersError('damaged');
  const crypto = subtle();
  const base = await crypto.importKey('raw', raw, 'HKDF', false, ['deriveKey', 'deriveBits']);
  const hkdf = (name: string): HkdfParams => ({
    name: 'HKDF',
    hash: 'SHA-256',
    salt: new Uint8Array(0),
    info: purpose(name),
  });
  const [key, id, token] = await Promise.all([
    crypto.deriveKey(hkdf('key'), base, { name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']),
    crypto.deriveBits(hkdf('id'), base, 128),
    crypto.deriveBits(hkdf('token'), base, 256),
  ]);
  return { key, id: toBase64Url(new Uint8Array(id)), token: toBase64Url(new Uint8Array(token)) };
}

async function streamed(bytes: Uint8Array<ArrayBuffer>, transform: CompressionStream | DecompressionStream) {
  const reader = new Blob([bytes]).stream().pipeThrough(transform).getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.length;
    if (length > maxUnpackedBytes) {
      await reader.cancel();
      throw new SavedAnswersError('damaged');
    }
    chunks.push(value);
  }
  const joined = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    joined.set(chunk, at);
    at += chunk.length;
  }
  return joined;
}

const formats = { raw: 0, deflate: 1 } as const;

/**
 * The text to seal: a format byte, the length, the (compressed, where the browser can) bytes and
 * zero padding to a multiple of `padTo`. Compression keeps a link that carries its answers short.
 */
async function pack(text: string): Promise<Uint8Array<ArrayBuffer>> {
  const plain = new TextEncoder().encode(text);
  let format: number = formats.raw;
  let body: Uint8Array = plain;
  if (typeof CompressionStream === 'function') {
    body = await streamed(plain, new CompressionStream('deflate-raw'));
    format = formats.deflate;
  }
  const packed = new Uint8Array(Math.ceil((body.length + 5) / padTo) * padTo);
  packed[0] = format;
  new DataView(packed.buffer).setUint32(1, body.length);
  packed.set(body, 5);
  return packed;
}

async function unpack(packed: Uint8Array<ArrayBuffer>): Promise<string> {
  if (packed.length < 5) throw new SavedAnswersError('damaged');
  const length = new DataView(packed.buffer, packed.byteOffset).getUint32(1);
  if (length > packed.length - 5) throw new SavedAnswersError('damaged');
  const body = packed.slice(5, 5 + length);
  let plain: Uint8Array = body;
  if (packed[0] === formats.deflate) {
    if (typeof DecompressionStream !== 'function') throw new SavedAnswersError('unsupported');
    plain = await streamed(body, new DecompressionStream('deflate-raw')).catch((error: unknown) => {
      throw error instanceof SavedAnswersError ? error : new SavedAnswersError('damaged', { cause: error });
    });
  } else if (packed[0] !== formats.raw) throw new SavedAnswersError('damaged');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch (error) {
    throw new SavedAnswersError('damaged', { cause: error });
  }
}

/** Seals a text: a fresh random IV, then AES-GCM's ciphertext and tag. */
export async function seal(text: string, key: CryptoKey): Promise<Uint8Array<ArrayBuffer>> {
  const iv = crypto.getRandomValues(new Uint8Array(ivBytes));
  const sealed = await subtle().encrypt({ name: 'AES-GCM', iv, additionalData: associatedData }, key, await pack(text));
  const out = new Uint8Array(ivBytes + sealed.byteLength);
  out.set(iv);
  out.set(new Uint8Array(sealed), ivBytes);
  return out;
}

/** Opens sealed bytes; a wrong key or any changed byte fails AES-GCM's check: 'damaged'. */
export async function unseal(sealed: Uint8Array<ArrayBuffer>, key: CryptoKey): Promise<string> {
  if (sealed.length <= ivBytes + 16) throw new SavedAnswersError('damaged');
  let packed: ArrayBuffer;
  try {
    packed = await subtle().decrypt(
      { name: 'AES-GCM', iv: sealed.slice(0, ivBytes), additionalData: associatedData },
      key,
      sealed.slice(ivBytes),
    );
  } catch (error) {
    throw new SavedAnswersError('damaged', { cause: error });
  }
  return unpack(new Uint8Array(packed));
}
