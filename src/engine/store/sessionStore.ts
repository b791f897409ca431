import { createStore, type StoreApi } from 'zustand/vanilla';
import type { KeyValueStorage } from './safeStorage.ts';
import { sessionActions, type SessionActions, type SlotWriter } from './sessionActions.ts';
import type { SlotValidator } from './slotValidator.ts';

/** Views call the named actions and read `slots` through the selectors (sessionSelectors.ts). */
export interface SessionState extends SlotWriter, SessionActions {
  slots: Record<string, unknown>;
  /**
   * Adds slots as the flows that own them load (each flow brings its own validators): reads
   * the new keys from storage, checked like the first ones. Known keys keep their validator.
   */
  register: (validators: Readonly<Record<string, SlotValidator>>) => void;
  /** The validator a slot is read from storage with, for values that come from elsewhere (a saved link). */
  validatorOf: (key: string) => SlotValidator | undefined;
  /** Whether storage holds `key`, registered yet or not (a slot whose validator loads on demand). */
  stored: (key: string) => boolean;
}

export interface SessionStoreOptions {
  storage: KeyValueStorage;
  /** One validator per slot (more come with register); only these keys are read from or written to storage. */
  validators: Record<string, SlotValidator>;
  warn: (message: string) => void;
}

function parseStored(raw: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(raw) };
  } catch {
    return { ok: false };
  }
}

/** What storage holds under `keys`, parsed (unparsable ones left out), for conditions that read other slots. */
function storedSession(storage: KeyValueStorage, keys: readonly string[]): Record<string, unknown> {
  const session: Record<string, unknown> = {};
  for (const key of keys) {
    const raw = storage.getItem(key);
    const parsed = raw === null ? undefined : parseStored(raw);
    if (parsed?.ok) session[key] = parsed.value;
  }
  return session;
}

/** Reads one slot, discarding (with a warning) anything unparsable or of the wrong shape. */
function readSlot(
  options: SessionStoreOptions,
  key: string,
  validate: SlotValidator,
  session: Readonly<Record<string, unknown>>,
): unknown {
  const raw = options.storage.getItem(key);
  if (raw === null) return undefined;
  const parsed = parseStored(raw);
  if (!parsed.ok) {
    options.warn(`Discarded stored "${key}": it is not valid JSON.`);
    options.storage.removeItem(key);
    return undefined;
  }
  const checked = validate(parsed.value, session);
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
  const validators: Record<string, SlotValidator> = {};
  const readNew = (added: Readonly<Record<string, SlotValidator>>) => {
    const slots: Record<string, unknown> = {};
    const session = storedSession(options.storage, [...Object.keys(validators), ...Object.keys(added)]);
    for (const [key, validate] of Object.entries(added)) {
      if (key in validators) continue;
      validators[key] = validate;
      const value = readSlot(options, key, validate, session);
      if (value !== undefined) slots[key] = value;
    }
    return slots;
  };
  return createStore<SessionState>()((set) => {
    const writer: SlotWriter = {
      write(key, value) {
        if (!(key in validators)) throw new Error(`Unknown store key "${key}"`);
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
    const register = (added: Readonly<Record<string, SlotValidator>>) => {
      const slots = readNew(added);
      if (Object.keys(slots).length > 0) set((state) => ({ slots: { ...state.slots, ...slots } }));
    };
    const validatorOf = (key: string) => validators[key];
    const stored = (key: string) => options.storage.getItem(key) !== null;
    return { slots: readNew(options.validators), ...writer, ...sessionActions(writer), register, validatorOf, stored };
  });
}
