import { describe, expect, it } from 'vitest';
import { memoryStorage, resilientStorage, type KeyValueStorage } from '../../../src/engine/store/safeStorage.ts';
import { createSessionStore } from '../../../src/engine/store/sessionStore.ts';
import { draftKey } from '../../../src/engine/store/draftKey.ts';
import { keptResultKey } from '../../../src/engine/store/keptResult.ts';
import { restoreSnapshot } from '../../../src/engine/saveForLater/restoreSnapshot.ts';
import { registerSavedRecord } from '../../../src/engine/saveForLater/savedRecord.ts';
import { savedRecordKey } from '../../../src/engine/saveForLater/savedRecordKey.ts';
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
  it("knows a slot per store key, using the spec's key names, one per form draft and one per kept analysis", () => {
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
        .concat([keptResultKey('founder'), keptResultKey('product')])
        .sort(),
    );
  });

  it('restores valid stored answers after a reload', () => {
    const saved = { step: 2, answers: { problem: 'Churn', 'existing-alternatives': 'Spreadsheets' } };
    const { store, warnings } = openStore({ founderQuestionnaire: JSON.stringify(saved) });
    expect(store.getState().slots.founderQuestionnaire).toEqual(saved);
    expect(warnings).toEqual([]);
  });

  it("restores a saved link's slots through their validators in place of the flow's own, naming what it leaves out", () => {
    const founder = content.flows.find((flow) => flow.id === 'founder');
    if (!founder) throw new Error('the shipped content has a founder flow');
    const { store, storage } = openStore({ companyProfile: JSON.stringify({ founderName: 'Here before' }) });
    const record = { where: 'link', secret: 'k' } as const;
    const refused = restoreSnapshot(
      store.getState(),
      founder,
      {
        v: 1,
        flowId: 'founder',
        screenId: 'canvas',
        savedAt: '2026-11-28T08:00:00.000Z',
        slots: {
          founderQuestionnaire: { step: 1, answers: { problem: 'Churn' } },
          buyerProfile: 'not a profile',
          notAKey: 1,
        },
      },
      record,
    );
    expect(refused).toEqual([expect.stringMatching(/^buyerProfile: /), 'notAKey: no such store']);
    // The flow's own slots the link does not hold are cleared, not mixed with the link's.
    expect(storage.getItem('companyProfile')).toBeNull();
    expect(store.getState().slots.founderQuestionnaire).toEqual({ step: 1, answers: { problem: 'Churn' } });
    expect(storage.getItem('buyerProfile')).toBeNull();
    expect(store.getState().slots[savedRecordKey('founder')]).toEqual(record);
  });

  it("reads a saved link's record only once its validator registers with the code that saves or opens links", () => {
    const record = { where: 'server', secret: 's', id: 'i', token: 't', expiresAt: '2026-12-28T00:00:00.000Z' };
    const { store } = openStore({ [savedRecordKey('founder')]: JSON.stringify(record) });
    expect(store.getState().stored(savedRecordKey('founder'))).toBe(true);
    expect(store.getState().slots[savedRecordKey('founder')]).toBeUndefined();
    registerSavedRecord(store.getState(), 'founder');
    expect(store.getState().slots[savedRecordKey('founder')]).toEqual(record);
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
      'Discarded stored "companyProfile": has "stage" set to "series-z", which is not one of its choices: "pre-seed", "seed", "growth"',
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

  it('moves an out-of-range step back to the first unanswered question, with a warning', () => {
    const outOfRange = openStore({ founderQuestionnaire: JSON.stringify({ step: 12, answers: {} }) });
    expect(outOfRange.store.getState().slots.founderQuestionnaire).toEqual({ step: 0, answers: {} });
    expect(outOfRange.warnings).toEqual(['Adjusted stored "founderQuestionnaire": its step 12 became 0.']);
    expect(JSON.parse(outOfRange.storage.getItem('founderQuestionnaire') ?? 'null')).toEqual({ step: 0, answers: {} });
  });

  it('checks each stored answer against its own step: wrong shapes and inverted ranges dropped, the rest kept', () => {
    const { store, warnings } = openStore({
      buyerQuestionnaire: JSON.stringify({
        step: 6,
        answers: {
          askingPriceRange: { min: 1_900_000, max: 100_000 },
          revenueMultipleRange: { min: 'cheap' },
          profitMultipleRange: { min: 2, max: 10 },
          ttmRevenueRange: { min: -1e302, max: 1e302 },
          ttmProfitRange: { min: 12_345, max: 150_000 },
          industryPreference: ['SaaS', 'Crypto', 'SaaS', 7],
          locationPreference: 'Mars only',
        },
      }),
    });
    expect(store.getState().slots.buyerQuestionnaire).toEqual({
      step: 0,
      answers: {
        profitMultipleRange: { min: 2, max: 10 },
        ttmRevenueRange: { min: 0, max: 1_000_000 },
        ttmProfitRange: { min: 10_000, max: 150_000 },
        industryPreference: ['SaaS'],
      },
    });
    expect(warnings).toEqual([
      'Adjusted stored "buyerQuestionnaire": the answer to "askingPriceRange" dropped: its minimum 1900000 is above its maximum 100000.',
      'Adjusted stored "buyerQuestionnaire": the answer to "revenueMultipleRange" dropped: it is not a {min, max} pair of numbers.',
      'Adjusted stored "buyerQuestionnaire": the answer to "ttmRevenueRange" moved -1e+302–1e+302 onto 0–1000000 in steps of 10000.',
      'Adjusted stored "buyerQuestionnaire": the answer to "ttmProfitRange" moved 12345–150000 onto 0–200000 in steps of 5000.',
      'Adjusted stored "buyerQuestionnaire": the answer to "industryPreference" dropped 3 unknown or repeated value(s).',
      'Adjusted stored "buyerQuestionnaire": the answer to "locationPreference" dropped: "Mars only" is not one of its options.',
      'Adjusted stored "buyerQuestionnaire": its step 6 became 0.',
    ]);
  });

  it('keeps a tidy questionnaire as it is, without a warning', () => {
    const saved = {
      step: 2,
      answers: { askingPriceRange: { min: 500_000, max: 1_500_000 }, revenueMultipleRange: { min: 0.5, max: 7.5 } },
    };
    const { store, warnings } = openStore({ buyerQuestionnaire: JSON.stringify(saved) });
    expect(store.getState().slots.buyerQuestionnaire).toEqual(saved);
    expect(warnings).toEqual([]);
  });

  it('ignores prototype-pollution keys in stored answers', () => {
    const raw = '{"step":0,"answers":{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}}';
    const { store } = openStore({ founderQuestionnaire: raw });
    expect(store.getState().slots.founderQuestionnaire).toEqual({ step: 0, answers: {} });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
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
