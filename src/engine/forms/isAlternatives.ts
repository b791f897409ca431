import { isRecord } from './isRecord.ts';

/**
 * Whether the options of a `oneOf`/`anyOf` are alternative sets of fields (objects or lists to
 * choose between, which rjsf shows with a selector) rather than a choice of values.
 */
export function isAlternatives(options: unknown): options is Record<string, unknown>[] {
  return (
    Array.isArray(options) &&
    options.length > 0 &&
    options.every(
      (option) =>
        isRecord(option) &&
        !('const' in option) &&
        ('properties' in option || 'items' in option || option.type === 'object' || option.type === 'array'),
    )
  );
}
