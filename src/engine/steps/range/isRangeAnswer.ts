import type { RangeAnswer } from '../../content/types.ts';

/** A stored {min, max} of finite numbers; anything else came from tampered or stale storage. */
export function isRangeAnswer(value: unknown): value is RangeAnswer {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { min, max } = value as Record<string, unknown>;
  return typeof min === 'number' && Number.isFinite(min) && typeof max === 'number' && Number.isFinite(max);
}
