import type { JsonObject, QuestionnaireState } from '../content/types.ts';
import { draftKey } from './draftKey.ts';

type Slots = Readonly<Record<string, unknown>>;

const asObject = (value: unknown): JsonObject | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as JsonObject) : undefined;

/** What a form opens with: the unsent draft when there is one, else what was submitted. */
export function selectFormData(slots: Slots, store: string): JsonObject | undefined {
  return asObject(slots[draftKey(store)]) ?? asObject(slots[store]);
}

/** A questionnaire's stored progress (the store validated its shape when it was read). */
export function selectQuestionnaire(slots: Slots, store: string): QuestionnaireState | undefined {
  return asObject(slots[store]) as QuestionnaireState | undefined;
}
