import { toItems } from './toItems.ts';

/** ['a', 'b'] -> "• a\n• b" */
export function list(value: unknown): string {
  return toItems(value)
    .map((item) => `• ${item}`)
    .join('\n');
}
