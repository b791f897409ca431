import type { JsonObject, QuestionnaireState } from '../content/types.ts';
import { draftKey } from './draftKey.ts';

/** The two primitives the session rules are made of: put one slot, drop some slots. */
export interface SlotWriter {
  write: (key: string, value: unknown) => void;
  clear: (keys: readonly string[]) => void;
}

/** The session rules, named: what each user action does to the stored answers. */
export interface SessionActions {
  /** Keeps what a form holds now, not yet submitted, so a reload loses nothing. */
  saveDraft: (store: string, data: JsonObject) => void;
  /** Stores a submitted form and drops its draft: the submitted value is what guards and analyses read. */
  submitForm: (store: string, data: JsonObject) => void;
  /** Stores a questionnaire's answers and the step it is on, so a reload resumes there. */
  recordAnswers: (store: string, progress: QuestionnaireState) => void;
  /** Closing a result: drops the keys the content names, with their drafts, so the flow starts afresh. */
  clearResult: (keys: readonly string[]) => void;
  /** Puts a whole set of slots in place at once (the editors' preview opens a screen with sample answers). */
  restore: (slots: Readonly<Record<string, unknown>>) => void;
}

export function sessionActions({ write, clear }: SlotWriter): SessionActions {
  return {
    saveDraft: (store, data) => write(draftKey(store), data),
    submitForm: (store, data) => {
      write(store, data);
      clear([draftKey(store)]);
    },
    recordAnswers: (store, { step, answers }) => write(store, { step, answers }),
    clearResult: (keys) => clear([...keys, ...keys.map(draftKey)]),
    restore: (slots) => {
      for (const [key, value] of Object.entries(slots)) write(key, value);
    },
  };
}
