/**
 * The chosen values after ticking or unticking `value`, rebuilt in the options' order so a stored
 * list never depends on the order of the clicks.
 */
export function toggleChoice<V>(optionValues: readonly V[], chosen: readonly V[], value: V, checked: boolean): V[] {
  return optionValues.filter((candidate) => (candidate === value ? checked : chosen.includes(candidate)));
}
