import { createStore, type StoreApi } from 'zustand/vanilla';
import type { KeyValueStorage } from './safeStorage.ts';

/**
 * Returns the value to keep (possibly cleaned, with a note per change), or an error saying why it
 * cannot be used.
 */
export type SlotValidator = (
  value: unknown,
) => { ok: true; value: unknown; notes?: readonly string[] } | { ok: false; reason: string };

export interface SessionState {
  slots: Record<string, unknown>;
  write(key: string, value: unknown): void;
  clear(keys: readonly string[]): void;
}

export interface SessionStoreOptions {
  storage: KeyValueStorage;
  /** One validator per slot; only these keys are read from or written to storage. */
  validators: Record<string, SlotValidator>;
  warn(message: string): void;
}

/** Reads one slot, discarding (with a warning) anything unparsable or of the wrong shape. */
function readSlot(options: SessionStoreOptions, key: string, validate: SlotValidator): unknown {
  const raw = options.storage.getItem(key);
  if (raw === null) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    options.warn(`Discarded stored "${key}": it is not valid JSON.`);
    options.storage.removeItem(key);
    return undefined;
  }
  const checked = validate(parsed);
  if (!checked.ok) {
    options.warn(`Discarded stored "${key}": ${checked.reason}`);
    options.storage.removeItem(key);
    return undefined;
  }
  if (checked.notes?.length) {
    for (const note of checked.notes) options.warn(`Adjusted stored "${key}": ${note}.`);
    // What the app now holds is what storage holds, so the next reload reads it cleanly.
    options.storage.setItem(key, JSON.stringify(checked.value));
  }
  return checked.value;
}

/**
 * The answers store: a zustand store whose slots mirror session storage, one storage key
 * per slot (the spec's keys, e.g. companyProfile), so a reload resumes where the user was.
 */
export function createSessionStore(options: SessionStoreOptions): StoreApi<SessionState> {
  const slots: Record<string, unknown> = {};
  for (const [key, validate] of Object.entries(options.validators)) {
    const value = readSlot(options, key, validate);
    if (value !== undefined) slots[key] = value;
  }
  return createStore<SessionState>()((set) => ({
    slots,
    write(key, value) {
      if (!(key in options.validators)) throw new Error(`Unknown store key "${key}"`);
      options.storage.setItem(key, JSON.stringify(value));
      set((state) => ({ slots: { ...state.slots, [key]: value } }));
    },
    clear(keys) {
      for (const key of keys) options.storage.removeItem(key);
      set((state) => {
        const next = { ...state.slots };
        for (const key of keys) delete next[key];
        return { slots: next };
      });
    },
  }));
}
