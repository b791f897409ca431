/**
 * A finished analysis kept in the session: what makes it current or stale, how it is checked when
 * read back, and the store actions that keep and clear it.
 */
import { describe, expect, it } from 'vitest';
import type { AnalysisOutcome } from '../../../src/engine/analysis/index.ts';
import { fingerprint } from '../../../src/engine/store/fingerprint.ts';
import {
  analysisInput,
  currentKeptResult,
  currentKeptResultSelector,
  keptResult,
  keptResultKey,
  keptResultValidator,
} from '../../../src/engine/store/keptResult.ts';
import { memoryStorage } from '../../../src/engine/store/safeStorage.ts';
import { createSessionStore } from '../../../src/engine/store/sessionStore.ts';
import { founderInput, loadAnalysis } from '../analysis/support/content.ts';

const analysis = loadAnalysis('founder');
const key = keptResultKey(analysis.id);
const finishedAt = new Date('2026-11-24T10:30:00Z');

const outcome: AnalysisOutcome = {
  result: {
    summary: 'A focused product for a costly problem.',
    strengths: ['Clear problem', 'Exclusive partner'],
    weaknesses: ['No traction yet', 'Unproven unit economics'],
    recommendations: ['Run paid pilots', 'Map the competitors'],
    score: 82,
  },
  offline: false,
  source: 'gemini',
  email: 'sent',
};

/** The session as the founder leaves it after the analysis: the inputs and the kept result. */
function sessionAfterAnalysis(input = founderInput()): Record<string, unknown> {
  return { ...input, [key]: keptResult(analysis, input, outcome, finishedAt) };
}

function withAnswer(slots: Record<string, unknown>, id: string, answer: string): Record<string, unknown> {
  const questionnaire = slots.founderQuestionnaire as { step: number; answers: Record<string, string> };
  return { ...slots, founderQuestionnaire: { ...questionnaire, answers: { ...questionnaire.answers, [id]: answer } } };
}

/** The same value with every object's keys in reverse order, as another writer might build it. */
function reversedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversedKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([name, item]) => [name, reversedKeys(item)]),
  );
}

describe('fingerprint', () => {
  it('is the same for equal values whatever their key order, and differs when a value changes', () => {
    expect(fingerprint({ a: 1, b: { c: ['x', 'y'], d: null } })).toBe(
      fingerprint({ b: { d: null, c: ['x', 'y'] }, a: 1 }),
    );
    expect(fingerprint({ a: 1 })).not.toBe(fingerprint({ a: 2 }));
    expect(fingerprint({ list: ['x', 'y'] })).not.toBe(fingerprint({ list: ['y', 'x'] }));
    expect(fingerprint({ text: 'Churn' })).not.toBe(fingerprint({ text: 'Churn ' }));
    // A missing input and an absent one read the same: the analysis sees neither.
    expect(fingerprint({ a: undefined, b: 1 })).toBe(fingerprint({ b: 1 }));
    expect(fingerprint([undefined])).toBe(fingerprint([null]));
  });
});

describe('the staleness rule', () => {
  it('shows the kept result while the answers are those it was made from, in any key order', () => {
    const slots = sessionAfterAnalysis();
    expect(currentKeptResult(slots, analysis)?.outcome).toEqual(outcome);
    const reordered = reversedKeys(founderInput()) as Record<string, unknown>;
    expect(Object.keys(reordered)).toEqual(Object.keys(founderInput()).reverse());
    expect(currentKeptResult({ ...reordered, [key]: slots[key] }, analysis)?.outcome).toEqual(outcome);
  });

  it('treats it as stale once an answer or the profile changes, and current again when changed back', () => {
    const slots = sessionAfterAnalysis();
    const changed = withAnswer(slots, 'problem', 'A different problem.');
    expect(currentKeptResult(changed, analysis)).toBeUndefined();
    const profile = slots.companyProfile as Record<string, string>;
    expect(currentKeptResult({ ...slots, companyProfile: { ...profile, stage: 'growth' } }, analysis)).toBeUndefined();
    const original = (slots.founderQuestionnaire as { answers: Record<string, string> }).answers.problem ?? '';
    expect(currentKeptResult(withAnswer(changed, 'problem', original), analysis)).toBeDefined();
  });

  it('treats it as stale when an input it read is gone', () => {
    const { companyProfile: _gone, ...rest } = sessionAfterAnalysis();
    expect(currentKeptResult(rest, analysis)).toBeUndefined();
  });

  it('treats it as stale under edited analysis content (the prompt file changed since)', () => {
    const slots = sessionAfterAnalysis();
    const edited = { ...analysis, template: `${analysis.template}\nBe brief.` };
    expect(currentKeptResult(slots, edited)).toBeUndefined();
    expect(currentKeptResult(slots, { ...analysis })).toBeDefined();
  });

  it('finds nothing when nothing is kept', () => {
    expect(currentKeptResult(founderInput(), analysis)).toBeUndefined();
  });

  it('reads only what the analysis declares as its inputs', () => {
    expect(Object.keys(analysisInput({ ...founderInput(), buyerProfile: {} }, analysis)).sort()).toEqual(
      [...analysis.inputs].sort(),
    );
  });

  it('re-hashes the answers, as a selector, only when the kept result or an input is a new value', () => {
    const select = currentKeptResultSelector(analysis);
    const slots = sessionAfterAnalysis();
    const first = select(slots);
    expect(first?.outcome).toEqual(outcome);
    expect(select({ ...slots, buyerProfile: { fullName: 'Bo' } })).toBe(first);
    expect(select(withAnswer(slots, 'channels', 'Cold email.'))).toBeUndefined();
    expect(select(slots)).toBe(first);
  });
});

describe('a kept result read back from storage', () => {
  const validate = keptResultValidator(analysis);
  const kept = keptResult(analysis, founderInput(), outcome, finishedAt);
  const reasonFor = (value: unknown) => {
    const checked = validate(value);
    return checked.ok ? 'accepted' : checked.reason;
  };

  it('accepts what the app wrote, including an email failure with its message', () => {
    expect(validate(JSON.parse(JSON.stringify(kept)))).toEqual({ ok: true, value: kept });
    const failed = { ...kept, outcome: { ...outcome, email: 'error', emailError: 'Email failed: 500' } };
    expect(reasonFor(failed)).toBe('accepted');
  });

  it.each([
    ['not an object', ['a kept result'], 'it is not an object'],
    ['without fingerprints', { ...kept, answers: 7 }, 'it has no fingerprints'],
    [
      'with a finishing time that is not a date',
      { ...kept, finishedAt: 'yesterday' },
      'its finishing time is not a date',
    ],
    ['without an outcome', { ...kept, outcome: null }, 'its outcome is not an object'],
    ['without a source', { ...kept, outcome: { ...outcome, source: 3 } }, 'its outcome names no source'],
    ['with an unknown email state', { ...kept, outcome: { ...outcome, email: 'maybe' } }, 'its email state is unknown'],
    [
      'with an email error without a message',
      { ...kept, outcome: { ...outcome, email: 'error' } },
      'its email error has no message',
    ],
    [
      'with too few strengths',
      { ...kept, outcome: { ...outcome, result: { ...outcome.result, strengths: ['One'] } } },
      'its result fails the validity rule',
    ],
    [
      'with a score out of range',
      { ...kept, outcome: { ...outcome, result: { ...outcome.result, score: 140 } } },
      'its result fails the validity rule',
    ],
    [
      'with a list item that is not text',
      { ...kept, outcome: { ...outcome, result: { ...outcome.result, weaknesses: ['Fine', { html: '<b>' }] } } },
      'its "weaknesses" holds more than text',
    ],
  ])('refuses one %s', (_name, value, reason) => {
    expect(reasonFor(value)).toBe(reason);
  });
});

describe('keeping and clearing it in the session store', () => {
  const validators = {
    [key]: keptResultValidator(analysis),
    founderQuestionnaire: (value: unknown) => ({ ok: true as const, value }),
  };

  function openStore(storage = memoryStorage()) {
    const warnings: string[] = [];
    const store = createSessionStore({ storage, validators, warn: (message) => warnings.push(message) });
    return { store, storage, warnings };
  }

  it('keeps a result across a reload, under its own key', () => {
    const { store, storage } = openStore();
    const kept = keptResult(analysis, founderInput(), outcome, finishedAt);
    store.getState().keepResult(key, kept);
    expect(JSON.parse(storage.getItem('analysisResult:founder') ?? 'null')).toEqual(kept);
    expect(openStore(storage).store.getState().slots[key]).toEqual(kept);
  });

  it('discards a tampered kept result on read, with a warning, so the user analyses again', () => {
    const storage = memoryStorage();
    storage.setItem(key, JSON.stringify({ answers: 'x', content: 'y', finishedAt: 'soon', outcome }));
    const { store, warnings } = openStore(storage);
    expect(store.getState().slots[key]).toBeUndefined();
    expect(storage.getItem(key)).toBeNull();
    expect(warnings).toEqual([`Discarded stored "${key}": its finishing time is not a date`]);
  });

  it('clears it with the keys the content names when the result is closed', () => {
    const { store, storage } = openStore();
    store.getState().write('founderQuestionnaire', founderInput().founderQuestionnaire);
    store.getState().keepResult(key, keptResult(analysis, founderInput(), outcome, finishedAt));
    store.getState().clearResult(['founderQuestionnaire'], key);
    expect(store.getState().slots).toEqual({});
    expect([storage.getItem(key), storage.getItem('founderQuestionnaire')]).toEqual([null, null]);
  });
});
