import type { DeclarationProblem } from './stepAuthoring.ts';

/** Two labels that read the same offer the user no choice between them. */
export function distinctLabels(
  [firstKey, first]: readonly [string, string],
  [secondKey, second]: readonly [string, string],
): DeclarationProblem[] {
  return first.trim().toLowerCase() === second.trim().toLowerCase()
    ? [[`/${secondKey}`, `${secondKey} "${second}" reads the same as ${firstKey}; the two ends must differ`]]
    : [];
}
