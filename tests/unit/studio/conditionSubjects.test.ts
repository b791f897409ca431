import { describe, expect, it } from 'vitest';
import type { FormContent } from '../../../src/engine/content/types.ts';
import { subjectsFor } from '../../../src/studio/model/conditionSubjects.ts';
import { parseRuleText, ruleText } from '../../../src/studio/model/ruleText.ts';

const forms = {
  brief: {
    schema: {
      type: 'object',
      properties: {
        kind: { type: 'string', title: 'Kind of launch', oneOf: [{ const: 'new', title: 'A new product' }] },
        team: { type: 'integer' },
      },
    },
  },
} as unknown as Record<string, FormContent>;

const flow = {
  screens: [
    { id: 'brief', type: 'form', title: 'Brief', form: 'brief', store: 'launchBrief' },
    {
      id: 'q',
      type: 'questionnaire',
      title: 'Readiness',
      store: 'launch',
      steps: [
        { id: 'budget', type: 'range', title: 'Budget', min: 0, max: 10, step: 1, default: { min: 1, max: 2 } },
        {
          id: 'channel',
          type: 'radio',
          title: 'Channel',
          options: [{ value: 'paid', label: 'Paid ads', followUp: { id: 'which', type: 'text', title: 'Which?' } }],
        },
        { id: 'goal', type: 'text', title: 'Goal' },
      ],
    },
    {
      id: 'later',
      type: 'questionnaire',
      title: 'Later',
      store: 'later',
      steps: [{ id: 'x', type: 'text', title: 'X' }],
    },
  ],
};

const paths = (site: (string | number)[]) => subjectsFor(flow, site, forms).map((subject) => subject.path);

describe('what a condition can read', () => {
  it('offers earlier screens’ stores and the questions asked before the step, named by their titles', () => {
    const subjects = subjectsFor(flow, ['screens', 1, 'steps', 2], forms);
    expect(subjects.map((subject) => [subject.path, subject.label])).toEqual([
      ['launchBrief.kind', 'Brief › Kind of launch'],
      ['launchBrief.team', 'Brief › team'],
      ['answers.budget.min', 'Budget: lowest'],
      ['answers.budget.max', 'Budget: highest'],
      ['answers.channel', 'Channel'],
      ['answers.which', 'Which?'],
    ]);
    expect(subjects[0]?.type).toEqual({ kind: 'text', options: [{ value: 'new', label: 'A new product' }] });
  });

  it('gives a follow-up the questions before it, a first step only earlier stores', () => {
    expect(paths(['screens', 1, 'steps', 1, 'options', 0, 'followUp'])).toContain('answers.channel');
    expect(paths(['screens', 1, 'steps', 0])).toEqual(['launchBrief.kind', 'launchBrief.team']);
  });

  it('gives a questionnaire’s branches all its questions, a later screen the stores before it', () => {
    expect(paths(['screens', 1])).toContain('answers.goal');
    expect(paths(['screens', 2, 'steps', 0])).toContain('launch.answers.goal');
    expect(paths(['screens', 0])).toEqual([]);
  });

  it('offers nothing outside a flow’s screens, and skips a form it does not know yet', () => {
    expect(subjectsFor({}, ['screens', 0], forms)).toEqual([]);
    expect(subjectsFor(flow, ['card'], forms)).toEqual([]);
    expect(subjectsFor(flow, ['screens', 1, 'steps', 0], {})).toEqual([]);
    const unnamed = { screens: [{ type: 'form', store: 's', form: 'brief' }, flow.screens[1]] };
    expect(subjectsFor(unnamed, ['screens', 1], forms)[0]?.label).toBe('s › Kind of launch');
  });
});

describe('a rule as text', () => {
  it('is one line of YAML, read back to the same rule', () => {
    const rule = { '!=': [{ var: 'answers.channel' }, 'Cash available now'] };
    expect(ruleText(rule)).toBe('{"!=": [{var: answers.channel}, Cash available now]}');
    expect(parseRuleText(ruleText(rule))).toEqual({ rule });
  });

  it('is no rule when empty, and YAML’s own message when it cannot be read', () => {
    expect(parseRuleText('  ')).toEqual({ rule: undefined });
    expect(parseRuleText('{"==": [1')).toEqual({ error: expect.stringMatching(/^This is not a rule yet: /) });
  });
});
