/**
 * A flow's URL parameters in the session: kept under <flowId>:params across a reload, checked
 * again on reading (a tampered value dropped with a warning), and read by the flow's conditions
 * when a stored questionnaire is restored. The logic fixture flow declares `source`.
 */
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../src/engine/store/safeStorage.ts';
import { createSessionStore } from '../../../src/engine/store/sessionStore.ts';
import { slotValidators } from '../../../src/engine/store/slotValidators.ts';
import { compileAtRunTime } from '../../../src/engine/validation/compileAtRunTime.ts';
import { checkedContent } from '../content/support/shippedContent.ts';

const content = checkedContent('tests/fixtures/logic-flow');
const validators = slotValidators(content, compileAtRunTime(Object.values(content.forms)).forms);

const answered = {
  stage: 'revenue',
  industries: ['saas'],
  budget: { min: 100000, max: 900000 },
  plan: 'Hire a manager',
  referrer: 'Ada at Northwind',
};

function openStore(stored: Record<string, unknown> = {}) {
  const storage = memoryStorage();
  for (const [key, value] of Object.entries(stored)) storage.setItem(key, JSON.stringify(value));
  const warnings: string[] = [];
  const open = () => createSessionStore({ storage, validators, warn: (message) => warnings.push(message) });
  return { store: open(), reload: () => open().getState().slots, warnings };
}

describe("a flow's URL parameters in the session", () => {
  it('recordParams keeps them beside the flow, across a reload', () => {
    const { store, reload } = openStore();
    store.getState().recordParams('qualify', { source: 'partner' });
    expect(reload()).toEqual({ 'qualify:params': { source: 'partner' } });
  });

  it('drops a stored value its declaration refuses, with a warning, and keeps the rest', () => {
    const { store, warnings } = openStore({ 'qualify:params': { source: 'spam' } });
    expect(store.getState().slots).toEqual({ 'qualify:params': {} });
    expect(warnings).toEqual([
      'Adjusted stored "qualify:params": dropped: the URL parameter "source" "spam" is not one of "newsletter", "partner", "event".',
    ]);
  });

  it('keeps the answer to the question a parameter asks, and drops it when the parameter is not there', () => {
    const withSource = openStore({
      'qualify:params': { source: 'partner' },
      qualifyAnswers: { step: 5, answers: answered },
    });
    expect(withSource.store.getState().slots.qualifyAnswers).toEqual({ step: 5, answers: answered });
    const without = openStore({ qualifyAnswers: { step: 5, answers: answered } });
    const { referrer: _referrer, ...rest } = answered;
    expect(without.store.getState().slots.qualifyAnswers).toEqual({ step: 5, answers: rest });
    expect(without.warnings).toContainEqual(
      'Adjusted stored "qualifyAnswers": the answer to "referrer" dropped: that question is not asked.',
    );
  });

  it('checks a questionnaire without a session as one with no parameters', () => {
    const validate = validators.qualifyAnswers;
    if (!validate) throw new Error('no qualifyAnswers validator');
    expect(validate({ step: 0, answers: { stage: 'idea', referrer: 'Ada' } })).toMatchObject({
      ok: true,
      value: { answers: { stage: 'idea' } },
    });
  });
});
