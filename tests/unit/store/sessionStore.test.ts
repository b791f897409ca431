import { describe, expect, it } from 'vitest';
import { memoryStorage, resilientStorage, type KeyValueStorage } from '../../../src/engine/store/safeStorage.ts';
import { createSessionStore } from '../../../src/engine/store/sessionStore.ts';
import { draftKey } from '../../../src/engine/store/draftKey.ts';
import { slotValidators } from '../../../src/engine/store/slotValidators.ts';
import { compileAtRunTime } from '../../../src/engine/validation/compileAtRunTime.ts';
import { check, shippedFiles } from '../content/support/shippedContent.ts';

const content = check(shippedFiles()).content;
if (!content) throw new Error('shipped content must load');
const validators = slotValidators(content, compileAtRunTime(Object.values(content.forms)).forms);

function openStore(seed: Record<string, string>, storage: KeyValueStorage = memoryStorage()) {
  for (const [key, value] of Object.entries(seed)) storage.setItem(key, value);
  const warnings: string[] = [];
  const store = createSessionStore({ storage, validators, warn: (message) => warnings.push(message) });
  return { store, storage, warnings };
}

describe('the session store', () => {
  it("knows a slot per store key, using the spec's key names, and one per form draft", () => {
    expect(Object.keys(validators).sort()).toEqual(
      [
        'buyerProfile',
        'buyerQuestionnaire',
        'companyProfile',
        'customerProfile',
        'founderQuestionnaire',
        'productIdea',
        'simplePositioning',
      ]
        .flatMap((key) => (key.endsWith('Questionnaire') ? [key] : [key, draftKey(key)]))
        .sort(),
    );
  });

  it('restores valid stored answers after a reload', () => {
    const saved = { step: 3, answers: { problem: 'Churn', solution: 'Alerts' } };
    const { store, warnings } = openStore({ founderQuestionnaire: JSON.stringify(saved) });
    expect(store.getState().slots.founderQuestionnaire).toEqual(saved);
    expect(warnings).toEqual([]);
  });

  it('writes each slot under its own session key and clears them', () => {
    const { store, storage } = openStore({});
    store.getState().write('companyProfile', { founderName: 'Ada' });
    expect(JSON.parse(storage.getItem('companyProfile') ?? 'null')).toEqual({ founderName: 'Ada' });
    store.getState().clear(['companyProfile']);
    expect(storage.getItem('companyProfile')).toBeNull();
    expect(store.getState().slots.companyProfile).toBeUndefined();
    expect(() => store.getState().write('notAKey', 1)).toThrow('Unknown store key "notAKey"');
  });

  it("adds a flow's slots as the flow loads, reading and checking what storage holds for them", () => {
    const storage = memoryStorage();
    storage.setItem('buyerProfile', JSON.stringify({ fullName: 'Ann', email: 'ann@example.com' }));
    storage.setItem('companyProfile', JSON.stringify({ stage: 'series-z' }));
    const warnings: string[] = [];
    const store = createSessionStore({ storage, validators: {}, warn: (message) => warnings.push(message) });
    expect(store.getState().slots).toEqual({});
    expect(() => store.getState().write('buyerProfile', {})).toThrow('Unknown store key "buyerProfile"');

    const pick = (keys: string[]) => Object.fromEntries(keys.map((key) => [key, validators[key]!]));
    store.getState().register(pick(['buyerProfile', 'buyerQuestionnaire']));
    expect(store.getState().slots).toEqual({ buyerProfile: { fullName: 'Ann', email: 'ann@example.com' } });
    store.getState().register(pick(['companyProfile']));
    expect(store.getState().slots.companyProfile).toBeUndefined();
    expect(warnings).toEqual([
      expect.stringMatching(/^Discarded stored "companyProfile": company-profile\/stage must /),
    ]);
    store.getState().write('buyerQuestionnaire', { step: 0, answers: {} });
    expect(storage.getItem('buyerQuestionnaire')).toBe('{"step":0,"answers":{}}');
  });

  it('discards unparsable JSON with a warning, never a crash', () => {
    const { store, storage, warnings } = openStore({ companyProfile: '{"founderName": "Ada"' });
    expect(store.getState().slots.companyProfile).toBeUndefined();
    expect(storage.getItem('companyProfile')).toBeNull();
    expect(warnings).toEqual(['Discarded stored "companyProfile": it is not valid JSON.']);
  });

  it('discards a tampered profile of the wrong shape but keeps an incomplete one for the guards to judge', () => {
    const tampered = openStore({ companyProfile: JSON.stringify({ founderName: 42, stage: 'series-z' }) });
    expect(tampered.store.getState().slots.companyProfile).toBeUndefined();
    expect(tampered.warnings[0]).toMatch(/^Discarded stored "companyProfile": /);
    const incomplete = openStore({ companyProfile: JSON.stringify({ founderName: 'Ada' }) });
    expect(incomplete.store.getState().slots.companyProfile).toEqual({ founderName: 'Ada' });
  });

  it('discards a questionnaire whose step is out of range or whose answer has the wrong shape', () => {
    const outOfRange = openStore({ founderQuestionnaire: JSON.stringify({ step: 12, answers: {} }) });
    expect(outOfRange.store.getState().slots.founderQuestionnaire).toBeUndefined();
    expect(outOfRange.warnings).toEqual([
      'Discarded stored "founderQuestionnaire": its step 12 is not between 0 and 11',
    ]);
    const badRange = openStore({
      buyerQuestionnaire: JSON.stringify({ step: 0, answers: { askingPriceRange: { min: 'cheap' } } }),
    });
    expect(badRange.store.getState().slots.buyerQuestionnaire).toBeUndefined();
    expect(badRange.warnings).toEqual([
      'Discarded stored "buyerQuestionnaire": the answer to "askingPriceRange" has the wrong shape',
    ]);
  });

  it('drops answers to steps that no longer exist, keeping the rest', () => {
    const { store } = openStore({
      founderQuestionnaire: JSON.stringify({ step: 1, answers: { problem: 'Churn', retired: 'x' } }),
    });
    expect(store.getState().slots.founderQuestionnaire).toEqual({ step: 1, answers: { problem: 'Churn' } });
  });
});

describe('storage that fails', () => {
  const throwing: KeyValueStorage = {
    getItem: () => {
      throw new Error('SecurityError');
    },
    setItem: () => {
      throw new Error('SecurityError');
    },
    removeItem: () => undefined,
  };

  it('falls back to memory when session storage is unavailable (private mode)', () => {
    const warnings: string[] = [];
    const storage = resilientStorage(
      () => throwing,
      (message) => warnings.push(message),
    );
    storage.setItem('companyProfile', '{"founderName":"Ada"}');
    expect(storage.getItem('companyProfile')).toBe('{"founderName":"Ada"}');
    expect(warnings).toEqual(['Session storage is unavailable; answers are kept in memory for this visit only.']);
  });

  it('keeps a value in memory when a write exceeds the quota, and warns once', () => {
    const warnings: string[] = [];
    const real = memoryStorage();
    let full = false;
    const quota: KeyValueStorage = {
      getItem: (key) => real.getItem(key),
      setItem: (key, value) => {
        if (full) throw new Error('QuotaExceededError');
        real.setItem(key, value);
      },
      removeItem: (key) => real.removeItem(key),
    };
    const storage = resilientStorage(
      () => quota,
      (message) => warnings.push(message),
    );
    full = true;
    storage.setItem('a', '1');
    storage.setItem('b', '2');
    expect([storage.getItem('a'), storage.getItem('b')]).toEqual(['1', '2']);
    expect(warnings).toEqual(['Could not save "a" to session storage; keeping it in memory.']);
  });
});
