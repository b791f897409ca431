import { objectBranches } from './objectBranches.ts';

/** Every name any `required` list of an object schema makes required: its own, or a condition's (`then`, `else`, `allOf`). */
export function requiredNames(schema: unknown): Set<string> {
  const names = new Set<string>();
  for (const { part } of objectBranches(schema))
    if (Array.isArray(part.required)) for (const name of part.required) if (typeof name === 'string') names.add(name);
  return names;
}
