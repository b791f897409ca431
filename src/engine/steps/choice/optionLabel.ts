import type { ChoiceOption } from '../../content/types.ts';

/** The label shown for a stored value; the raw value if the option has since been removed. */
export function optionLabel(options: readonly ChoiceOption[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}
