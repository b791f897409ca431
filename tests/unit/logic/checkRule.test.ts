import { describe, expect, it } from 'vitest';
import { checkRule } from '../../../src/checker/checks/logic/typeOfRule.ts';
import type { RuleScope } from '../../../src/checker/checks/logic/ruleScope.ts';
import {
  anyType,
  booleanType,
  describeType,
  numberType,
  textType,
  type LogicType,
} from '../../../src/engine/steps/authoring/logicType.ts';

const stage: LogicType = {
  kind: 'text',
  options: [
    { value: 'idea', label: 'Just an idea' },
    { value: 'revenue', label: 'Making money' },
  ],
};
const budget: LogicType = { kind: 'object', fields: { min: numberType, max: numberType } };
const channels: LogicType = { kind: 'list', of: stage };

const scope: RuleScope = {
  fields: {
    answers: {
      kind: 'object',
      fields: { stage, budget, channels, name: textType, agreed: booleanType, team: numberType, notes: anyType },
    },
    computed: { kind: 'object', fields: { score: numberType } },
  },
  later: new Map([['answers.revenue', 'What is your revenue?']]),
};

/** The messages checkRule gives for a rule, without where they are. */
const messages = (rule: unknown) => checkRule(rule, scope).problems.map(([, message]) => message);

describe('checkRule: the type of a rule and every mistake in it', () => {
  it('gives each literal its type, and any other value no type to hold against it', () => {
    expect(checkRule('text', scope).type).toEqual(textType);
    expect(checkRule(3, scope).type).toEqual(numberType);
    expect(checkRule(true, scope).type).toEqual(booleanType);
    expect(checkRule(null, scope).type).toEqual(anyType);
    expect(checkRule([], scope).type).toEqual({ kind: 'list', of: anyType });
    expect(checkRule([1, 2], scope).type).toEqual({ kind: 'list', of: numberType });
  });

  it('reads a var written alone or as a list, and refuses one without a name', () => {
    expect(checkRule({ var: 'answers.team' }, scope)).toEqual({ type: numberType, problems: [] });
    expect(checkRule({ var: ['answers.budget.min', 0] }, scope).type).toEqual(numberType);
    expect(messages({ var: '' })).toEqual(['"var" takes the dotted name of an answer, e.g. {var: answers.stage}']);
    expect(messages({ var: [7] })).toHaveLength(1);
  });

  it('names a question asked later, an unknown root, and a field of something that has none', () => {
    expect(messages({ var: 'answers.revenue' })).toEqual([
      '"answers.revenue" reads the answer to "What is your revenue?", which is asked later; a condition can only read questions asked before it',
    ]);
    expect(messages({ var: 'answer.stage' })).toEqual([
      '"answer.stage": "answer" is not a store, answers, computed or a URL parameter (did you mean "answers"?)',
    ]);
    expect(messages({ var: 'answers.team.count' })).toEqual([
      '"answers.team.count": "answers.team" is a number, which has no "count"',
    ]);
    expect(checkRule({ var: 'answers.notes.anything' }, scope)).toEqual({ type: anyType, problems: [] });
  });

  it('holds compared text against a choice’s values, naming a label written for its value', () => {
    expect(messages({ '==': [{ var: 'answers.stage' }, 'revenue'] })).toEqual([]);
    expect(messages({ '==': ['Just an idea', { var: 'answers.stage' }] })).toEqual([
      '"Just an idea" is an option\'s label; rules compare with its stored value "idea"',
    ]);
    expect(messages({ '!=': [{ var: 'answers.stage' }, 'ideas'] })).toEqual([
      '"ideas" is not one of the question\'s options ("idea", "revenue") (did you mean "idea"?)',
    ]);
    expect(messages({ '==': [{ var: 'answers.stage' }] })).toEqual(['"==" compares two values']);
  });

  it('refuses a list or a range compared as one value', () => {
    expect(messages({ '==': [{ var: 'answers.channels' }, 'idea'] })).toEqual([
      '"==" compares a list as if it were text or a number; use {in: [value, list]} to ask whether a value was chosen',
    ]);
    expect(messages({ '>': [{ var: 'answers.budget' }, 5] })).toEqual([
      '">" compares an object with min, max as if it were a number; compare one of its fields, e.g. .min or .max',
    ]);
  });

  it('needs numbers for orderings and arithmetic', () => {
    expect(checkRule({ '+': [{ var: 'answers.team' }, { var: 'computed.score' }] }, scope)).toEqual({
      type: numberType,
      problems: [],
    });
    expect(messages({ '<': [{ var: 'answers.name' }, 3] })).toEqual(['"<" needs numbers, and this is text']);
    expect(messages({ '*': [{ var: 'answers.agreed' }, 3] })).toEqual(['"*" needs numbers, and this is yes/no']);
  });

  it('looks for a value in a list or a text, checking choices both ways', () => {
    expect(messages({ in: ['revenue', { var: 'answers.channels' }] })).toEqual([]);
    expect(messages({ in: ['Making money', { var: 'answers.channels' }] })).toEqual([
      '"Making money" is an option\'s label; rules compare with its stored value "revenue"',
    ]);
    expect(messages({ in: [{ var: 'answers.stage' }, ['idea', 'seed']] })).toEqual([
      '"seed" is not one of the question\'s options ("idea", "revenue")',
    ]);
    expect(messages({ in: ['x', { var: 'answers.team' }] })).toEqual([
      '"in" looks in a list or a text, and this is a number',
    ]);
    expect(messages({ in: ['x'] })).toEqual(['"in" takes a value and a list (or a text to search)']);
  });

  it('types if, cat and the logical operators, including the one-argument shorthand', () => {
    expect(checkRule({ if: [true, { var: 'answers.team' }, 0] }, scope).type).toEqual(numberType);
    expect(checkRule({ if: [] }, scope).type).toEqual(anyType);
    expect(checkRule({ cat: ['Hi ', { var: 'answers.name' }] }, scope).type).toEqual(textType);
    expect(checkRule({ '!': { var: 'answers.agreed' } }, scope)).toEqual({ type: booleanType, problems: [] });
    expect(checkRule({ '!': { var: 'answers.nope' } }, scope).problems).toEqual([
      [['!', 'var'], expect.stringContaining('"nope" is not in "answers"')],
    ]);
  });

  it('refuses a rule with no operator, two operators, or one it does not know', () => {
    expect(messages({})).toEqual([
      'a rule is one operator with its arguments, e.g. {"==": [{var: answers.stage}, seed]}; this has none',
    ]);
    expect(messages({ and: [], or: [] })).toEqual([
      'a rule is one operator with its arguments, e.g. {"==": [{var: answers.stage}, seed]}; this has "and", "or"',
    ]);
    expect(checkRule({ iff: [] }, scope).problems).toEqual([[['iff'], 'unknown operator "iff" (did you mean "if"?)']]);
  });
});

describe('describeType', () => {
  it('names every kind of type as a message says it', () => {
    expect(
      [textType, stage, numberType, booleanType, channels, budget, anyType].map((type) => describeType(type)),
    ).toEqual(['text', 'a choice', 'a number', 'yes/no', 'a list', 'an object with min, max', 'a value']);
  });
});
