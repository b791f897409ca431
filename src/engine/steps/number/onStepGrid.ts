/** Floating point leaves 0.1 + 0.2 a hair off 0.3; a millionth of a step is still on the grid. */
const tolerance = 1e-6;

/** Whether `value` is base + k × step for a whole k. */
export function onStepGrid(value: number, base: number, step: number): boolean {
  const steps = (value - base) / step;
  return Math.abs(steps - Math.round(steps)) < tolerance;
}
