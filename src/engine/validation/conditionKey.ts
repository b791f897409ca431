/**
 * The name a condition's precompiled validator is stored under: a hash of the schema's JSON,
 * computed the same way at build time (when compiling) and at run time (when looking up).
 */
export function conditionKey(schema: unknown): string {
  const text = JSON.stringify(schema);
  // FNV-1a, 32 bits: short, stable and dependency-free; the length guards against collisions.
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `if-${(hash >>> 0).toString(36)}-${text.length.toString(36)}`;
}
