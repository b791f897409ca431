import { isRecord } from '../../engine/forms/isRecord.ts';
import type { PathSegment } from '../problem.ts';

/** Keywords whose values are data, not schemas: a key inside them is an answer's. */
const dataKeywords = new Set(['default', 'const', 'enum', 'examples']);

/** Where each use of `keyword` sits in a JSON Schema, with its value. */
export function keywordsIn(node: unknown, keyword: string, at: PathSegment[] = []): [PathSegment[], unknown][] {
  if (Array.isArray(node)) return node.flatMap((item, index) => keywordsIn(item, keyword, [...at, index]));
  if (!isRecord(node)) return [];
  return Object.entries(node).flatMap(([key, value]): [PathSegment[], unknown][] => {
    if (dataKeywords.has(key)) return [];
    // Under `properties` a key is a field's name, so a field called like the keyword is a schema like any other.
    if (key === keyword && at[at.length - 1] !== 'properties') return [[[...at, key], value]];
    return keywordsIn(value, keyword, [...at, key]);
  });
}
