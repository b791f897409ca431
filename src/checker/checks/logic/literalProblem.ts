import { isIsoDate } from '../../../engine/values/isIsoDate.ts';
import { describeType, type LogicType } from '../../../engine/steps/authoring/logicType.ts';

function literalKind(literal: string | number | boolean): string {
  if (typeof literal === 'string') return 'text';
  return typeof literal === 'number' ? 'a number' : 'yes/no';
}

function outOfBounds(literal: number, { min, max }: { min?: number; max?: number }): string | null {
  if ((min === undefined || literal >= min) && (max === undefined || literal <= max)) return null;
  const accepted =
    min !== undefined && max !== undefined
      ? `${min} to ${max}`
      : min !== undefined
        ? `${min} or more`
        : `${max} or less`;
  return `${literal} is outside the numbers this answer can be (${accepted}), so the comparison never depends on it`;
}

/**
 * What is wrong with comparing a value of `type` with a literal, or null: a number outside the
 * question's bounds (an NPS above 10), text or yes/no where a number belongs ("5" in quotes), a
 * yes/no answer compared with its label instead of true or false, a date not written YYYY-MM-DD.
 * Choices are checkChoiceValue's (typeOfRule.ts); rules and lists are typed on their own.
 */
export function literalProblem(type: LogicType, literal: unknown): string | null {
  if (typeof literal !== 'string' && typeof literal !== 'number' && typeof literal !== 'boolean') return null;
  const shown = JSON.stringify(literal);
  if (type.kind === 'number') {
    if (typeof literal === 'number') return outOfBounds(literal, type);
    const quoted = typeof literal === 'string' && literal.trim() !== '' && Number.isFinite(Number(literal));
    return `${shown} is ${literalKind(literal)}, and this is a number${quoted ? '; write the number without quotes' : ''}`;
  }
  if (type.kind === 'boolean' && typeof literal !== 'boolean')
    return `${shown} is ${literalKind(literal)}, and this is yes/no; compare it with true or false`;
  if (type.kind === 'text' && type.date && !isIsoDate(literal))
    return `${shown} is not a day written YYYY-MM-DD, and this is ${describeType(type)}`;
  return null;
}
