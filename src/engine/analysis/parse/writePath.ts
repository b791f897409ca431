import type { JsonObject, JsonValue } from '../../content/types.ts';

/** Sets a dotted field ('sectionScores.positioning'), creating the objects on the way. */
export function writePath(target: JsonObject, path: string, value: JsonValue): void {
  const segments = path.split('.');
  const last = segments.pop();
  if (last === undefined) return;
  let current = target;
  for (const segment of segments) {
    const next = current[segment];
    if (next !== null && typeof next === 'object' && !Array.isArray(next)) {
      current = next;
    } else {
      const created: JsonObject = {};
      current[segment] = created;
      current = created;
    }
  }
  current[last] = value;
}
