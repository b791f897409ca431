/** What the checker says of a literal compared with an answer's type, every case by itself. */
import { describe, expect, it } from 'vitest';
import { literalProblem } from '../../../src/checker/checks/logic/literalProblem.ts';
import { describeType, type LogicType } from '../../../src/engine/steps/authoring/logicType.ts';

const nps: LogicType = { kind: 'number', min: 0, max: 10 };

describe('literalProblem', () => {
  it('bounds a number by what the question accepts, on either side or both', () => {
    expect(literalProblem(nps, 10)).toBeNull();
    expect(literalProblem(nps, 11)).toContain('(0 to 10)');
    expect(literalProblem({ kind: 'number', min: 1 }, 0)).toContain('(1 or more)');
    expect(literalProblem({ kind: 'number', max: 500 }, 501)).toContain('(500 or less)');
    expect(literalProblem({ kind: 'number' }, -1e9)).toBeNull();
  });

  it('names text or yes/no written where a number belongs', () => {
    expect(literalProblem(nps, '9')).toBe('"9" is text, and this is a number; write the number without quotes');
    expect(literalProblem(nps, 'nine')).toBe('"nine" is text, and this is a number');
    expect(literalProblem(nps, true)).toBe('true is yes/no, and this is a number');
  });

  it('wants true or false for yes/no, and a day written YYYY-MM-DD for a date', () => {
    expect(literalProblem({ kind: 'boolean' }, false)).toBeNull();
    expect(literalProblem({ kind: 'boolean' }, 0)).toBe(
      '0 is a number, and this is yes/no; compare it with true or false',
    );
    expect(literalProblem({ kind: 'text', date: true }, '2026-02-28')).toBeNull();
    expect(literalProblem({ kind: 'text', date: true }, '2026-02-30')).toBe(
      '"2026-02-30" is not a day written YYYY-MM-DD, and this is a date',
    );
  });

  it('leaves rules, lists, null, plain text and choices to the other checks', () => {
    expect(literalProblem(nps, { var: 'answers.x' })).toBeNull();
    expect(literalProblem(nps, [1])).toBeNull();
    expect(literalProblem(nps, null)).toBeNull();
    expect(literalProblem({ kind: 'text' }, 5)).toBeNull();
    expect(literalProblem({ kind: 'any' }, 'x')).toBeNull();
  });

  it('describes each type as a message names it', () => {
    expect(
      [{ kind: 'number' }, { kind: 'list', of: { kind: 'text' } }, { kind: 'any' }, { kind: 'text', date: true }].map(
        (type) => describeType(type as LogicType),
      ),
    ).toEqual(['a number', 'a list', 'a value', 'a date']);
  });
});
