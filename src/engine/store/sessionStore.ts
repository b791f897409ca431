import { createStore, type StoreApi } from 'zustand/vanilla';
import type { KeyValueStorage } from './safeStorage.ts';
import { sessionActions, type SessionActions, type SlotWriter } from './sessionActions.ts';

/** Returns the value to keep (possibly cleaned), or an error saying why it cannot be used. */
export type SlotValidator = (value: unknown) => { ok: true; value: unknown } | { ok: false; reason: string };

/** Views call the named actions and read `slots` through the selectors (sessionSelectors.ts). */
export interface SessionState extends SlotWriter, SessionActions {
  slots: Record<string, unknown>;
}

export interface SessionStoreOptions {
  storage: KeyValueStorage;
  /** One validator per slot; only these keys are read from or written to storage. */
  validators: Record<string, SlotValidator>;
  warn: (message: string) => void;
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
  return createStore<SessionState>()((set) => {
    const writer: SlotWriter = {
      write(key, value) {
        if (!(key in options.validators)) throw new Error(`Unknown store key "${key}"`);
        options.storage.setItem(key, JSON.stringify(value));
        set((state) => ({ slots: { ...state.slots, [key]: value } }));
      },
      clear(keys) {
        for (const key of keys) options.storage.removeItem(key);
        set((state) => ({
          slots: Object.fromEntries(Object.entries(state.slots).filter(([key]) => !keys.includes(key))),
        }));
      },
    };
    return { slots, ...writer, ...sessionActions(writer) };
  });
}
