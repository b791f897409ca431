import { isRecord } from './isRecord.ts';

/** Every name any `required` list of an object schema makes required: its own, or a condition's (`then`, `else`, `allOf`). */
export function requiredNames(schema: unknown): Set<string> {
  const names = new Set<string>();
  const visit = (part: unknown): void => {
    if (!isRecord(part)) return;
    if (Array.isArray(part.required)) for (const name of part.required) if (typeof name === 'string') names.add(name);
    for (const key of ['then', 'else'] as const) visit(part[key]);
    if (Array.isArray(part.allOf)) part.allOf.forEach(visit);
  };
  visit(schema);
  return names;
}
