/**
 * A short fingerprint of an English text: what a translation records it was made from. Any change
 * to the text changes it, so a translation of an earlier English is found stale. FNV-1a (32 bits,
 * over the text's UTF-16 code units), written as seven lower-case letters: YAML reads it as a
 * string however it falls (hex digits could read as a number, e.g. 24689897 or 12e45678).
 * Synchronous and the same in Node and the browser (the Studio computes it too); not a security measure.
 */
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  let letters = '';
  for (let place = 0; place < 7; place += 1) {
    letters = String.fromCharCode(97 + (hash % 26)) + letters;
    hash = Math.floor(hash / 26);
  }
  return letters;
}
