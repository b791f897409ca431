/**
 * List answers (tests/fixtures/list-flow: co-founders, each a name, a role and a yes/no, with a
 * list of previous companies) through what an answer reaches after the form: the store's restore,
 * the guards and the offline analyzer.
 */
import { describe, expect, it } from 'vitest';
import { rateCriterion } from '../../../src/engine/analysis/offline/rateCriterion.ts';
import { guardFieldCheck } from '../../../src/engine/flow/guardFieldCheck.ts';
import { evaluateGuards } from '../../../src/engine/flow/guards.ts';
import { memoryStorage } from '../../../src/engine/store/safeStorage.ts';
import { createSessionStore } from '../../../src/engine/store/sessionStore.ts';
import { slotValidators } from '../../../src/engine/store/slotValidators.ts';
import { compileAtRunTime } from '../../../src/engine/validation/compileAtRunTime.ts';
import { checkedContent } from '../content/support/shippedContent.ts';

const content = checkedContent('tests/fixtures/list-flow');
const team = content.flows.find((flow) => flow.id === 'team');
const guards = team?.screens.find((screen) => screen.id === 'check')?.guards;
const validators = slotValidators(content, compileAtRunTime(Object.values(content.forms)).forms);

const complete = {
  companyName: 'Orbit Labs',
  cofounders: [
    { name: 'Ada Lovelace', role: 'CTO', fullTime: true, previousCompanies: ['Analytical Engines'] },
    { name: 'Grace Hopper', role: 'CEO' },
  ],
  markets: ['Germany'],
};

function restore(value: unknown) {
  const storage = memoryStorage();
  storage.setItem('teamProfile', JSON.stringify(value));
  const warnings: string[] = [];
  const store = createSessionStore({ storage, validators, warn: (message) => warnings.push(message) });
  return { slot: store.getState().slots.teamProfile, warnings };
}

describe('a stored list answer', () => {
  it('is restored after a reload exactly as it was stored', () => {
    expect(restore(complete)).toEqual({ slot: complete, warnings: [] });
  });

  it.each([
    ['an item that is not an object', { ...complete, cofounders: ['Ada'] }],
    ['a field of the wrong type inside an item', { ...complete, cofounders: [{ name: 'Ada', role: 7 }] }],
    [
      'a list inside an item holding a number',
      { ...complete, cofounders: [{ ...complete.cofounders[1], previousCompanies: [42] }] },
    ],
    ['more items than maxItems', { ...complete, cofounders: Array.from({ length: 5 }, () => complete.cofounders[1]) }],
    ['a list stored as text', { ...complete, markets: 'Germany' }],
  ])('is refused when tampered with: %s', (_case, tampered) => {
    const { slot, warnings } = restore(tampered);
    expect(slot).toBeUndefined();
    expect(warnings.join('\n')).toContain('teamProfile');
  });
});

describe("a guard requiring a form's list", () => {
  const isThere = guardFieldCheck(content);
  const outcome = (teamProfile: unknown) => evaluateGuards(guards, { teamProfile }, isThere);
  const incomplete = { pass: false, redirect: '/team-profile', message: 'The founding team is incomplete' };

  it('passes only when the list holds complete items', () => {
    expect(outcome(complete)).toEqual({ pass: true });
    expect(outcome({ ...complete, cofounders: [] })).toEqual(incomplete);
    // An item without its required role, or with a blank one: the list is not complete.
    expect(outcome({ ...complete, cofounders: [{ name: 'Ada' }] })).toEqual(incomplete);
    expect(outcome({ ...complete, cofounders: [{ name: 'Ada', role: '  ' }] })).toEqual(incomplete);
    // A blank line in a list of strings, or in a list inside an item.
    expect(outcome({ ...complete, markets: ['Germany', ' '] })).toEqual(incomplete);
    expect(outcome({ ...complete, cofounders: [{ name: 'Ada', role: 'CTO', previousCompanies: [''] }] })).toEqual(
      incomplete,
    );
  });

  it('is only "not blank" without the content, as before', () => {
    expect(evaluateGuards(guards, { teamProfile: { ...complete, cofounders: [{ name: 'Ada' }] } })).toEqual({
      pass: true,
    });
  });
});

describe('the offline analyzer on a list', () => {
  const criterion = content.analyses.team?.rubric.find((entry) => entry.field === 'teamProfile.cofounders');
  if (!criterion) throw new Error('the team rubric rates the co-founders');
  const rate = (cofounders: unknown) => rateCriterion(criterion, { teamProfile: { cofounders } }).rating;

  it("rates what the person wrote in the items, not the prompt's field names", () => {
    // 3 words written ("Ada Lovelace", "CTO") of the 6 asked for: half marks, not full marks for "Name: … Role: …".
    expect(rate([{ name: 'Ada Lovelace', role: 'CTO', fullTime: true }])).toBeCloseTo(0.5);
    expect(
      rate([
        { name: 'Ada Lovelace', role: 'CTO' },
        { name: 'Grace Hopper', role: 'CEO' },
      ]),
    ).toBe(1);
    expect(rate([])).toBe(0);
  });

  it('rates a path into the items (list[].field) on those values', () => {
    const trackRecord = content.analyses.team?.rubric.find((entry) => entry.field.endsWith('[].previousCompanies'));
    if (!trackRecord) throw new Error('the team rubric rates previous companies');
    const input = { teamProfile: complete };
    expect(rateCriterion(trackRecord, input).rating).toBeCloseTo(1);
    expect(rateCriterion(trackRecord, { teamProfile: { cofounders: [{ name: 'Ada' }] } }).rating).toBe(0);
  });
});
