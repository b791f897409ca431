import { describe, expect, it } from 'vitest';
import {
  conditionOf,
  operatorLabel,
  operatorsFor,
  ruleOf,
  valueInputFor,
  type Condition,
  type Subject,
} from '../../../src/studio/model/conditionRule.ts';
import { dateType, textType } from '../../../src/engine/steps/authoring/logicType.ts';

const channel: Subject = {
  path: 'answers.channel',
  label: 'Main Channel',
  type: {
    kind: 'text',
    options: [
      { value: 'email', label: 'Email list' },
      { value: 'paid', label: 'Paid ads' },
    ],
  },
};
const assets: Subject = {
  path: 'answers.assets',
  label: 'Launch Assets',
  type: { kind: 'list', of: { kind: 'text', options: [{ value: 'video', label: 'Demo video' }] } },
};
const budgetMax: Subject = { path: 'answers.budget.max', label: 'Budget: highest', type: { kind: 'number', max: 9 } };
const ready: Subject = { path: 'brief.ready', label: 'Brief › Ready', type: { kind: 'boolean' } };
const note: Subject = { path: 'answers.note', label: 'Note', type: textType };
const day: Subject = { path: 'answers.day', label: 'Day', type: dateType };
const anything: Subject = { path: 'computed.score', label: 'Score', type: { kind: 'any' } };
const subjects = [channel, assets, budgetMax, ready, note, day, anything];

/** Each picker state with the rule an author writes for it (docs/guide/logic-and-branches.md). */
const pairs: [Condition, unknown][] = [
  [
    { join: 'and', clauses: [{ path: 'answers.channel', operator: 'is', value: 'paid' }] },
    { '==': [{ var: 'answers.channel' }, 'paid'] },
  ],
  [
    { join: 'and', clauses: [{ path: 'answers.channel', operator: 'isNot', value: 'email' }] },
    { '!=': [{ var: 'answers.channel' }, 'email'] },
  ],
  [
    { join: 'and', clauses: [{ path: 'answers.assets', operator: 'includes', value: 'video' }] },
    { in: ['video', { var: 'answers.assets' }] },
  ],
  [
    { join: 'and', clauses: [{ path: 'answers.assets', operator: 'excludes', value: 'video' }] },
    { '!': [{ in: ['video', { var: 'answers.assets' }] }] },
  ],
  [
    { join: 'and', clauses: [{ path: 'answers.budget.max', operator: 'atLeast', value: 5 }] },
    { '>=': [{ var: 'answers.budget.max' }, 5] },
  ],
  [
    { join: 'and', clauses: [{ path: 'brief.ready', operator: 'is', value: true }] },
    { '==': [{ var: 'brief.ready' }, true] },
  ],
  [{ join: 'and', clauses: [{ path: 'answers.note', operator: 'answered' }] }, { '!!': [{ var: 'answers.note' }] }],
  [
    { join: 'and', clauses: [{ path: 'computed.score', operator: 'unanswered' }] },
    { '!': [{ var: 'computed.score' }] },
  ],
  [
    { join: 'and', clauses: [{ path: 'answers.day', operator: 'below', value: '2027-01-01' }] },
    { '<': [{ var: 'answers.day' }, '2027-01-01'] },
  ],
  [
    {
      join: 'or',
      clauses: [
        { path: 'answers.channel', operator: 'is', value: 'paid' },
        { path: 'answers.budget.max', operator: 'below', value: 3 },
      ],
    },
    { or: [{ '==': [{ var: 'answers.channel' }, 'paid'] }, { '<': [{ var: 'answers.budget.max' }, 3] }] },
  ],
];

describe('a condition in pickers and as a rule', () => {
  it.each(pairs)('writes %j as the rule an author writes, and reads it back', (condition, rule) => {
    expect(ruleOf(condition)).toEqual(rule);
    expect(conditionOf(rule, subjects)).toEqual(condition);
  });

  it('writes nothing until every clause has its value', () => {
    expect(ruleOf({ join: 'and', clauses: [] })).toBeUndefined();
    expect(ruleOf({ join: 'and', clauses: [{ path: 'answers.channel', operator: 'is' }] })).toBeUndefined();
  });

  it.each([
    ['a label where the value belongs', { '==': [{ var: 'answers.channel' }, 'Paid ads'] }],
    ['an answer the pickers do not offer', { '==': [{ var: 'answers.chanel' }, 'paid'] }],
    ['an operator the answer does not take', { in: ['paid', { var: 'answers.channel' }] }],
    ['a number typed as text', { '>=': [{ var: 'answers.budget.max' }, '5'] }],
    ['yes/no typed as text', { '==': [{ var: 'brief.ready' }, 'yes'] }],
    ['a value for "is answered"', { '==': [{ var: 'answers.note' }, 1] }],
    ['a number for text', { '==': [{ var: 'answers.note' }, 1] }],
    ['arithmetic', { '>': [{ '+': [{ var: 'answers.budget.max' }, 1] }, 5] }],
    ['a nested and/or', { and: [{ or: [{ '==': [{ var: 'answers.channel' }, 'paid'] }] }] }],
    ['an empty and', { and: [] }],
    ['"!" written without its list', { '!': { var: 'answers.note' } }],
    ['"!!" around "in"', { '!!': [{ in: ['video', { var: 'answers.assets' }] }] }],
    ['a var with a default', { '==': [{ var: ['answers.channel', 'email'] }, 'paid'] }],
    ['a value on the left', { '==': ['paid', { var: 'answers.channel' }] }],
    ['an object value', { '==': [{ var: 'answers.channel' }, { a: 1 }] }],
    ['a rule with two keys', { '==': [{ var: 'answers.channel' }, 'paid'], '!=': [1, 2] }],
    ['a bare value', true],
    ['"in" with one argument', { in: ['video'] }],
    ['"in" over a literal list', { in: ['video', ['video']] }],
  ])('leaves %s to the text editor, untouched', (_what, rule) => {
    expect(conditionOf(rule, subjects)).toBeUndefined();
  });

  it('offers the operators and values each kind of answer takes, named in words', () => {
    expect(operatorsFor(channel.type)).toEqual(['is', 'isNot']);
    expect(operatorsFor(assets.type)).toEqual(['includes', 'excludes']);
    expect(operatorsFor(budgetMax.type)).toContain('atLeast');
    expect(operatorsFor(ready.type)).toEqual(['is']);
    expect(operatorsFor(day.type)).toEqual(['is', 'isNot', 'below', 'above']);
    expect(operatorsFor(note.type)).toContain('answered');
    expect(operatorsFor(anything.type)).toContain('unanswered');
    expect(operatorLabel('below', day.type)).toBe('is before');
    expect(operatorLabel('above', day.type)).toBe('is after');
    expect(operatorLabel('above', budgetMax.type)).toBe('is more than');
    expect(valueInputFor(assets.type, 'includes')).toEqual({
      kind: 'choice',
      options: [{ value: 'video', label: 'Demo video' }],
    });
    expect(valueInputFor(budgetMax.type, 'is')).toEqual({ kind: 'number', max: 9 });
    expect(valueInputFor({ kind: 'number', min: 0 }, 'is')).toEqual({ kind: 'number', min: 0 });
    expect(valueInputFor(ready.type, 'is')).toEqual({ kind: 'boolean' });
    expect(valueInputFor(day.type, 'is')).toEqual({ kind: 'text', date: true });
    expect(valueInputFor(note.type, 'is')).toEqual({ kind: 'text' });
    expect(valueInputFor(note.type, 'answered')).toEqual({ kind: 'none' });
  });
});
