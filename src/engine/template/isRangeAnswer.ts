export interface RangeLike {
  min: number;
  max: number;
}

/** A buyer range answer ({min, max}) and nothing else. */
export function isRangeAnswer(value: unknown): value is RangeLike {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return (
    keys.length === 2 &&
    'min' in value &&
    'max' in value &&
    typeof value.min === 'number' &&
    typeof value.max === 'number'
  );
}
