import type { DateStep } from '../../content/types.ts';
import { isIsoDate } from '../../values/isIsoDate.ts';
import { dateType } from './logicType.ts';
import type { DeclarationProblem, StepAuthoring } from './stepAuthoring.ts';

function checkDateDeclaration({ min, max }: DateStep): DeclarationProblem[] {
  const problems: DeclarationProblem[] = [];
  for (const [key, value] of [
    ['min', min],
    ['max', max],
  ] as const) {
    if (value !== undefined && !isIsoDate(value))
      problems.push([`/${key}`, `${key} ${JSON.stringify(value)} is not a day of the calendar`]);
  }
  if (problems.length === 0 && min !== undefined && max !== undefined && !(min < max))
    problems.push(['/max', `max ${max} must be later than min ${min}`]);
  return problems;
}

export const dateAuthoring: StepAuthoring<DateStep, string> = {
  type: 'date',
  checkDeclaration: checkDateDeclaration,
  // Today, moved inside the declared bounds.
  sampleAnswer({ min, max }) {
    const today = new Date().toISOString().slice(0, 10);
    if (min !== undefined && today < min) return min;
    if (max !== undefined && today > max) return max;
    return today;
  },
  logicType: () => dateType,
};
