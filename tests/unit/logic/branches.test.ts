import { describe, expect, it } from 'vitest';
import type { FormScreen, QuestionnaireScreen } from '../../../src/engine/content/types.ts';
import { nextRoute, nextTargets, routeAfter } from '../../../src/engine/logic/branches.ts';
import { logicContext, logicScreen } from './support/logicScreen.ts';

const byBudget: QuestionnaireScreen = {
  ...logicScreen,
  next: [
    { when: { '>': [{ var: 'answers.budget.max' }, 50] }, to: '/big' },
    { when: { '>=': [{ var: 'computed.readiness' }, 90] }, to: '/ready' },
    { to: '/small' },
  ],
};

const form: FormScreen = {
  id: 'profile',
  type: 'form',
  route: '/profile',
  form: 'profile',
  store: 'profile',
  submitLabel: 'Continue',
  next: [{ when: { '==': [{ var: 'profile.experience' }, 'expert'] }, to: '/expert' }, { to: '/novice' }],
};

describe('branches: where finishing a screen leads', () => {
  it('takes the first branch whose rule holds over the answers', () => {
    expect(routeAfter(byBudget, logicContext, { budget: { min: 10, max: 80 } })).toBe('/big');
  });

  it('falls through to a later branch, here one reading a computed value', () => {
    const ready = { ...logicContext, computed: { readiness: 95 } };
    expect(routeAfter(byBudget, ready, { budget: { min: 10, max: 40 } })).toBe('/ready');
  });

  it('takes the default when no rule holds, and when the answer a rule reads was not given', () => {
    expect(routeAfter(byBudget, logicContext, { budget: { min: 10, max: 40 } })).toBe('/small');
    expect(routeAfter(byBudget, logicContext)).toBe('/small');
  });

  it("reads a form's store on a form screen", () => {
    expect(routeAfter(form, logicContext)).toBe('/expert');
    expect(routeAfter(form, { ...logicContext, session: { profile: { experience: 'novice' } } })).toBe('/novice');
  });

  it('passes a single route through, and has none without `next`', () => {
    expect(routeAfter({ ...form, next: '/one' }, logicContext)).toBe('/one');
    expect(routeAfter(logicScreen, logicContext)).toBeUndefined();
  });

  it('leads nowhere when no branch holds in content that skipped the checker (no default)', () => {
    expect(nextRoute([{ when: false, to: '/never' }], {})).toBeUndefined();
  });

  it('lists every route a `next` can lead to, for the route checks, the flow map and the preview', () => {
    expect(nextTargets(byBudget.next)).toEqual(['/big', '/ready', '/small']);
    expect(nextTargets('/one')).toEqual(['/one']);
    expect(nextTargets(undefined)).toEqual([]);
  });
});
