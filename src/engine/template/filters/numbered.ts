import { toItems } from './toItems.ts';

/** ['a', 'b'] -> "1. a\n2. b" */
export function numbered(value: unknown): string {
  return toItems(value)
    .map((item, index) => `${index + 1}. ${item}`)
    .join('\n');
}
