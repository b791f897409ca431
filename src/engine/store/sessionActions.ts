import type { JsonObject, QuestionnaireState } from '../content/types.ts';
import { consentKey } from '../flow/collect.ts';
import { paramsKey, type ParamValue } from '../params/urlParams.ts';
import { draftKey } from './draftKey.ts';
import type { KeptResult } from './keptResult.ts';
import { savedRecordKey, type SavedRecord } from '../saveForLater/savedRecordKey.ts';

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
  /** Ticks or unticks a collecting flow's consent, kept beside its answers. */
  recordConsent: (flowId: string, given: boolean) => void;
  /** Keeps the URL parameters a link brought into a flow (checked), beside its answers. */
  recordParams: (flowId: string, params: Readonly<Record<string, ParamValue>>) => void;
  /** Keeps a finished analysis under its key (keptResult.ts), so returning to it asks no provider again. */
  keepResult: (resultKey: string, kept: KeptResult) => void;
  /**
   * Closing a result: drops the keys the content names, with their drafts, and the kept result,
   * so the flow starts afresh.
   */
  clearResult: (keys: readonly string[], resultKey?: string) => void;
  /** Keeps the tab's save-and-continue-later link for a flow (savedRecord.ts), so saving again replaces it. */
  keepSavedLink: (flowId: string, record: SavedRecord) => void;
  /** Forgets the tab's saved link for a flow: asked to, or the flow is done. */
  forgetSavedLink: (flowId: string) => void;
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
    recordConsent: (flowId, given) => write(consentKey(flowId), given),
    recordParams: (flowId, params) => write(paramsKey(flowId), params),
    keepResult: (resultKey, kept) => write(resultKey, kept),
    clearResult: (keys, resultKey) => clear([...keys, ...keys.map(draftKey), ...(resultKey ? [resultKey] : [])]),
    keepSavedLink: (flowId, record) => write(savedRecordKey(flowId), record),
    forgetSavedLink: (flowId) => clear([savedRecordKey(flowId)]),
    restore: (slots) => {
      for (const [key, value] of Object.entries(slots)) write(key, value);
    },
  };
}
