import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../src/engine/store/safeStorage.ts';
import { selectFormData, selectQuestionnaire } from '../../../src/engine/store/sessionSelectors.ts';
import { createSessionStore } from '../../../src/engine/store/sessionStore.ts';
import { slotValidators } from '../../../src/engine/store/slotValidators.ts';
import { compileAtRunTime } from '../../../src/engine/validation/compileAtRunTime.ts';
import { check, shippedFiles } from '../content/support/shippedContent.ts';

const content = check(shippedFiles()).content;
if (!content) throw new Error('shipped content must load');
const validators = slotValidators(content, compileAtRunTime(Object.values(content.forms)).forms);

function openStore() {
  const storage = memoryStorage();
  const store = createSessionStore({ storage, validators, warn: () => undefined });
  /** What a reload would find: a fresh store over the same storage. */
  const reload = () => createSessionStore({ storage, validators, warn: () => undefined }).getState().slots;
  return { store, storage, reload };
}

describe('the session rules, as named store actions', () => {
  it('saveDraft keeps an unsent form across a reload, and the form opens with it', () => {
    const { store, reload } = openStore();
    store.getState().saveDraft('companyProfile', { companyName: 'Acme' });
    expect(reload()).toEqual({ companyProfileDraft: { companyName: 'Acme' } });
    expect(selectFormData(store.getState().slots, 'companyProfile')).toEqual({ companyName: 'Acme' });
  });

  it('submitForm stores the form and drops its draft', () => {
    const { store, reload } = openStore();
    store.getState().saveDraft('companyProfile', { companyName: 'Ac' });
    store.getState().submitForm('companyProfile', { companyName: 'Acme' });
    expect(reload()).toEqual({ companyProfile: { companyName: 'Acme' } });
    expect(selectFormData(store.getState().slots, 'companyProfile')).toEqual({ companyName: 'Acme' });
  });

  it('a draft newer than the submitted form is what the form opens with', () => {
    const { store } = openStore();
    store.getState().submitForm('companyProfile', { companyName: 'Acme' });
    store.getState().saveDraft('companyProfile', { companyName: 'Acme Labs' });
    expect(selectFormData(store.getState().slots, 'companyProfile')).toEqual({ companyName: 'Acme Labs' });
  });

  it('recordAnswers stores the answers and the step, and nothing else', () => {
    const { store, reload } = openStore();
    const progress = { step: 2, answers: { problem: 'Churn', 'existing-alternatives': 'Spreadsheets' } };
    store.getState().recordAnswers('founderQuestionnaire', { ...progress, phase: 'answering' } as typeof progress);
    expect(reload()).toEqual({ founderQuestionnaire: progress });
    expect(selectQuestionnaire(store.getState().slots, 'founderQuestionnaire')).toEqual(progress);
  });

  it('clearResult drops the named keys with their drafts and leaves the rest', () => {
    const { store, reload } = openStore();
    store.getState().submitForm('productIdea', { productName: 'Rota Robin' });
    store.getState().saveDraft('customerProfile', { role: 'Manager' });
    store.getState().submitForm('simplePositioning', { productName: 'Rota Robin' });
    store.getState().clearResult(['productIdea', 'customerProfile']);
    expect(reload()).toEqual({ simplePositioning: { productName: 'Rota Robin' } });
    expect(store.getState().slots).toEqual({ simplePositioning: { productName: 'Rota Robin' } });
  });

  it('restore puts a whole session in place, and refuses a key no screen stores', () => {
    const { store, reload } = openStore();
    const session = { companyProfile: { companyName: 'Acme' }, founderQuestionnaire: { step: 0, answers: {} } };
    store.getState().restore(session);
    expect(reload()).toEqual(session);
    expect(() => store.getState().restore({ somethingElse: 1 })).toThrow('Unknown store key "somethingElse"');
  });

  it('selectors read nothing from a slot of the wrong shape', () => {
    expect(selectFormData({ companyProfile: ['not', 'an', 'object'] }, 'companyProfile')).toBeUndefined();
    expect(selectQuestionnaire({}, 'founderQuestionnaire')).toBeUndefined();
  });
});
