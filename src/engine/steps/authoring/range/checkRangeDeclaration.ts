import type { RangeStep } from '../../../content/types.ts';
import { HISTOGRAM_BAR_COUNT } from '../../range/histogramBars.ts';
import type { DeclarationProblem as Problem } from '../stepAuthoring.ts';

function checkBounds(step: RangeStep): Problem[] {
  if (!Number.isFinite(step.min) || !Number.isFinite(step.max) || step.min >= step.max) {
    return [['/max', 'max must be greater than min']];
  }
  if (step.step !== undefined && !(step.step > 0 && step.step <= step.max - step.min)) {
    return [['/step', 'step must be positive and no larger than max - min']];
  }
  return [];
}

function checkDefault(step: RangeStep): Problem[] {
  const { min, max } = step.default;
  if (min > max) return [['/default', 'default min must not exceed default max']];
  const problems: Problem[] = [];
  if (min < step.min)
    problems.push([
      '/default/min',
      `default min ${min} is below the range's min ${step.min}; it must lie within ${step.min}–${step.max}`,
    ]);
  if (max > step.max)
    problems.push([
      '/default/max',
      `default max ${max} is above the range's max ${step.max}; it must lie within ${step.min}–${step.max}`,
    ]);
  return problems;
}

function checkHistogram(step: RangeStep): Problem[] {
  const bars = step.histogram;
  if (bars === undefined) return [];
  if (bars.length !== HISTOGRAM_BAR_COUNT) {
    return [['/histogram', `histogram must have exactly ${HISTOGRAM_BAR_COUNT} bars`]];
  }
  const bad = bars.findIndex((bar) => !(Number.isFinite(bar) && bar >= 0));
  return bad === -1 ? [] : [[`/histogram/${bad}`, 'bar heights must be non-negative numbers']];
}

/** Declaration problems a JSON Schema cannot express. */
export function checkRangeDeclaration(step: RangeStep): Problem[] {
  return [...checkBounds(step), ...checkDefault(step), ...checkHistogram(step)];
}
