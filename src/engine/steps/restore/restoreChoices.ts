import type { ChoiceOption } from '../../content/types.ts';
import { kept, refused, type Restored } from './restored.ts';

/**
 * A stored multiple choice keeps the values the step declares, once each and in the options'
 * order; unknown values are dropped, and a list with none left is refused.
 */
export function restoreChoices(options: readonly ChoiceOption[], value: unknown): Restored<string[]> {
  if (!Array.isArray(value)) return refused('it is not a list');
  const chosen = new Set(value.filter((item): item is string => typeof item === 'string'));
  const answer = options.map((option) => option.value).filter((candidate) => chosen.has(candidate));
  if (answer.length === 0) return refused('none of its values is one of its options');
  const dropped = value.length - answer.length;
  return dropped === 0 ? kept(answer) : kept(answer, `dropped ${dropped} unknown or repeated value(s)`);
}
