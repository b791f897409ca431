import type { RangeAnswer } from '../content/types.ts';

/**
 * A range answer: exactly `min` and `max`, both finite numbers. Anything else came from tampered or
 * stale storage, or is some other object that prompts and emails show field by field.
 */
export function isRangeAnswer(value: unknown): value is RangeAnswer {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { min, max, ...rest } = value as Record<string, unknown>;
  return (
    Object.keys(rest).length === 0 &&
    typeof min === 'number' &&
    Number.isFinite(min) &&
    typeof max === 'number' &&
    Number.isFinite(max)
  );
}
