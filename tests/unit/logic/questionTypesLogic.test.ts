/**
 * The newer question types in rules, both ways: each answer reaches a rule as its plain value (a
 * number, true/false, the ISO day, the trimmed address, the option's value), conditions and
 * computed values run on it, and the checker (over the Customer Pulse fixture) accepts rules that
 * fit each type and refuses, at file:line:col, those that do not.
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Answers, QuestionnaireScreen, Step, TextStep } from '../../../src/engine/content/types.ts';
import { askedStepIds } from '../../../src/engine/logic/askedQuestions.ts';
import { evaluateRule } from '../../../src/engine/logic/evaluate.ts';
import { logicAnswers } from '../../../src/engine/logic/logicAnswers.ts';
import { logicData } from '../../../src/engine/logic/logicData.ts';
import { authoringFor } from '../../../src/engine/steps/authoring/registry.ts';
import { describeType } from '../../../src/engine/steps/authoring/logicType.ts';
import { readContentFiles } from '../../../tools/content/readContent.ts';
import { at, problemLines, projectRoot, withEdit } from '../content/support/shippedContent.ts';
import {
  confidence,
  contactEmail,
  country,
  hasCofounder,
  launchDate,
  recommend,
  teamCount,
} from '../steps/fixtures.ts';

const newSteps: Step[] = [teamCount, contactEmail, launchDate, confidence, recommend, hasCofounder, country];

function screenOf(steps: Step[]): QuestionnaireScreen {
  return {
    id: 'pulse',
    type: 'questionnaire',
    route: '/pulse',
    store: 'pulseAnswers',
    labels: { back: 'Back', next: 'Next', finish: 'Finish' },
    steps,
  };
}

const given: Answers = {
  teamCount: 12,
  contactEmail: '  ada@example.com ',
  launchDate: '2026-03-05',
  confidence: 4,
  recommend: 9,
  hasCofounder: false,
  country: 'de',
};

describe('the newer question types as rules read them', () => {
  it('hands each answer to rules as its plain value', () => {
    expect(logicAnswers(screenOf(newSteps), given)).toEqual({
      teamCount: 12,
      contactEmail: 'ada@example.com',
      launchDate: '2026-03-05',
      confidence: 4,
      recommend: 9,
      hasCofounder: false,
      country: 'de',
    });
  });

  it('asks a step only when a rule on each type holds', () => {
    const askedWhen = (when: TextStep['when'], answers: Answers = given) =>
      askedStepIds(screenOf([...newSteps, { id: 'then', type: 'text', title: 'Then', when }]), answers, {
        session: {},
        computed: {},
      }).includes('then');
    const cases: [rule: TextStep['when'], holds: boolean][] = [
      [{ '>=': [{ var: 'answers.teamCount' }, 10] }, true],
      [{ '>': [{ var: 'answers.teamCount' }, 100] }, false],
      [{ '==': [{ var: 'answers.contactEmail' }, 'ada@example.com'] }, true],
      [{ '<': [{ var: 'answers.launchDate' }, '2026-06-01'] }, true],
      [{ '>': [{ var: 'answers.launchDate' }, '2026-06-01'] }, false],
      [{ '>=': [{ var: 'answers.confidence' }, 4] }, true],
      [{ '<=': [{ var: 'answers.recommend' }, 6] }, false],
      [{ '==': [{ var: 'answers.hasCofounder' }, false] }, true],
      [{ '!': { var: 'answers.hasCofounder' } }, true],
      [{ in: [{ var: 'answers.country' }, ['de', 'fr']] }, true],
      [{ '==': [{ var: 'answers.country' }, 'us'] }, false],
    ];
    for (const [rule, holds] of cases) expect([rule, askedWhen(rule)]).toEqual([rule, holds]);
    // An unanswered question reads as null: not among the points, so a step on it is not counted yet.
    const detractor = { in: [{ var: 'answers.recommend' }, [0, 1, 2, 3, 4, 5, 6]] };
    const { recommend: _unanswered, ...withoutNps } = given;
    expect(askedWhen(detractor, withoutNps)).toBe(false);
    expect(askedWhen(detractor, { ...given, recommend: 0 })).toBe(true);
  });

  it('computes with them: an NPS category and a weighted score', () => {
    const values = logicAnswers(screenOf(newSteps), given);
    const data = logicData(
      {
        session: {},
        computed: {
          promoter: { '>=': [{ var: 'answers.recommend' }, 9] },
          score: {
            '+': [{ '*': [{ var: 'answers.confidence' }, 10] }, { if: [{ var: 'answers.hasCofounder' }, 30, 0] }],
          },
        },
      },
      'pulseAnswers',
      values,
    );
    expect(evaluateRule({ var: 'computed.promoter' }, data)).toBe(true);
    expect(evaluateRule({ var: 'computed.score' }, data)).toBe(40);
  });

  it('types each answer for the checker as its model gives it', () => {
    const types = Object.fromEntries(newSteps.map((step) => [step.id, authoringFor(step).logicType(step)]));
    expect(types).toEqual({
      teamCount: { kind: 'number', min: 1, max: 500 },
      contactEmail: { kind: 'text' },
      launchDate: { kind: 'text', date: true },
      confidence: { kind: 'number', min: 1, max: 5 },
      recommend: { kind: 'number', min: 0, max: 10 },
      hasCofounder: { kind: 'boolean' },
      country: { kind: 'text', options: country.options },
    });
    expect(
      authoringFor({ id: 'n', type: 'number', title: 'N' }).logicType({ id: 'n', type: 'number', title: 'N' }),
    ).toEqual({ kind: 'number' });
    expect(describeType({ kind: 'text', date: true })).toBe('a date');
  });
});

const file = 'tests/fixtures/question-types/flows/pulse.yaml';
const files = readContentFiles(projectRoot, [resolve(projectRoot, 'tests/fixtures/question-types')]);
const detractorWhen = 'when: {in: [{var: answers.recommend}, [0, 1, 2, 3, 4, 5, 6]]}';

/** The checker's lines after the detractor step's `when` becomes `rule`. */
function linesFor(rule: string) {
  const edited = withEdit(files, file, detractorWhen, `when: ${rule}`);
  return {
    lines: problemLines(edited),
    at: (needle: string) => `${file}:${at(edited, file, needle)}`,
  };
}

describe('the checker type-checks rules on the newer question types', () => {
  it('accepts rules that fit each type', () => {
    expect(problemLines(files)).toEqual([]);
    for (const rule of [
      '{">=": [{var: answers.team-size}, 500]}',
      '{"==": [{var: answers.contact-email}, ada@example.com]}',
      '{"<": ["2026-01-01", {var: answers.review-date}, "2027-01-01"]}',
      '{">=": [{var: answers.review-date}, {var: answers.review-date}]}',
      '{"<=": [{var: answers.satisfaction}, 2]}',
      '{in: [{var: answers.recommend}, [0, 1, 2]]}',
      '{"==": [{var: answers.churn-tracked}, false]}',
      '{"!=": [{var: answers.main-market}, de]}',
    ])
      expect([rule, linesFor(rule).lines]).toEqual([rule, []]);
    // Nine whole-content checks: seconds on a busy two-core machine.
  }, 60_000);

  it('refuses a number no answer can reach, with the question’s bounds', () => {
    const { lines, at: where } = linesFor('{">": [{var: answers.recommend}, 11]}');
    expect(lines).toEqual([
      `${where('11]')} screens[0].steps[7].when[">"][1]: 11 is outside the numbers this answer can be (0 to 10), so the comparison never depends on it`,
    ]);
    expect(linesFor('{"==": [{var: answers.satisfaction}, 0]}').lines).toEqual([
      expect.stringContaining('0 is outside the numbers this answer can be (1 to 5)'),
    ]);
    expect(linesFor('{in: [{var: answers.team-size}, [0, 12]]}').lines).toEqual([
      expect.stringContaining('when.in[1][0]: 0 is outside the numbers this answer can be (1 to 500)'),
    ]);
  });

  it('refuses a number written as text, and text or a label where yes/no belongs', () => {
    expect(linesFor('{">=": [{var: answers.recommend}, "9"]}').lines).toEqual([
      expect.stringContaining('"9" is text, and this is a number; write the number without quotes'),
    ]);
    expect(linesFor('{"==": [{var: answers.churn-tracked}, Not yet]}').lines).toEqual([
      expect.stringContaining('"Not yet" is text, and this is yes/no; compare it with true or false'),
    ]);
    expect(linesFor('{"<": [{var: answers.churn-tracked}, 1]}').lines).toEqual([
      expect.stringContaining('"<" needs numbers, and this is yes/no'),
      expect.stringContaining('1 is a number, and this is yes/no; compare it with true or false'),
    ]);
  });

  it('refuses a dropdown value that is not one of its options, and names a label written for its value', () => {
    expect(linesFor('{"==": [{var: answers.main-market}, Germany]}').lines).toEqual([
      expect.stringContaining('"Germany" is an option\'s label; rules compare with its stored value "de"'),
    ]);
    expect(linesFor('{"==": [{var: answers.main-market}, dk]}').lines).toEqual([]);
    expect(linesFor('{"==": [{var: answers.main-market}, xx]}').lines).toEqual([
      expect.stringContaining('"xx" is not one of the question\'s options ("au", "at"'),
    ]);
  });

  it('refuses a date not written YYYY-MM-DD, and a date ordered against a number or text', () => {
    expect(linesFor('{"<": [{var: answers.review-date}, "5 March 2026"]}').lines).toEqual([
      expect.stringContaining('"5 March 2026" is not a day written YYYY-MM-DD, and this is a date'),
    ]);
    expect(linesFor('{"<": [{var: answers.review-date}, 2026]}').lines).toEqual([
      expect.stringContaining('2026 is not a day written YYYY-MM-DD, and this is a date'),
    ]);
    expect(linesFor('{"<": [{var: answers.review-date}, {var: answers.contact-email}]}').lines).toEqual([
      expect.stringContaining(
        '"<" compares a date with text; compare it with a day written YYYY-MM-DD or another date',
      ),
    ]);
    expect(linesFor('{"+": [{var: answers.review-date}, 1]}').lines).toEqual([
      expect.stringContaining('"+" needs numbers, and this is a date'),
    ]);
  });
});
