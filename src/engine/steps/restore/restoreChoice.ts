import type { ChoiceOption } from '../../content/types.ts';
import { kept, refused, type Restored } from './restored.ts';

/** A stored single choice must be the value of one of the step's options. */
export function restoreChoice(options: readonly ChoiceOption[], value: unknown): Restored<string> {
  if (typeof value !== 'string') return refused('it is not a text value');
  return options.some((option) => option.value === value)
    ? kept(value)
    : refused(`"${value.slice(0, 40)}" is not one of its options`);
}
