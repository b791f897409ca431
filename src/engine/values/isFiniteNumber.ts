/** A number a person could have entered: NaN and ±Infinity (1e309 in JSON) are not. */
export function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}
