import type { Answer, QuestionnaireScreen } from '../content/types.ts';
import { isRecord } from '../forms/isRecord.ts';
import { modelFor } from '../steps/registry.ts';
import type { SlotValidator } from './sessionStore.ts';

/** The step index as stored, or 0 when it is not a whole number. */
function storedStep(step: unknown): number {
  return typeof step === 'number' && Number.isInteger(step) ? step : 0;
}

/**
 * A stored questionnaire read against the screen's own steps. Each answer goes through its
 * step model's restore (bounds, step grid, min ≤ max, declared options): a refused answer is
 * dropped on its own, an adjusted one kept, both with a note for the warning, so one tampered
 * value never costs the user the rest. The step is moved back to the first question that has no
 * answer left, so the user re-answers what was dropped instead of skipping past it.
 */
export function questionnaireValidator(screen: QuestionnaireScreen): SlotValidator {
  return (value) => {
    if (!isRecord(value)) return { ok: false, reason: 'it is not an object' };
    const { step, answers: stored } = value;
    if (!isRecord(stored)) return { ok: false, reason: 'its answers are not an object' };
    const kept: Record<string, Answer> = {};
    const notes: string[] = [];
    for (const declared of screen.steps) {
      if (!Object.hasOwn(stored, declared.id)) continue;
      const restored = modelFor(declared).restore(declared, stored[declared.id]);
      if (restored.ok) kept[declared.id] = restored.answer;
      const note = restored.ok ? restored.note : `dropped: ${restored.reason}`;
      if (note) notes.push(`the answer to "${declared.id}" ${note}`);
    }
    const last = screen.steps.length - 1;
    const firstUnanswered = screen.steps.findIndex((declared) => !Object.hasOwn(kept, declared.id));
    const reachable = firstUnanswered === -1 ? last : firstUnanswered;
    const wanted = storedStep(step);
    const at = Math.min(Math.max(wanted, 0), reachable, last);
    if (at !== step)
      notes.push(`its step ${step === undefined ? 'none' : JSON.stringify(step).slice(0, 40)} became ${at}`);
    return { ok: true, value: { step: at, answers: kept }, notes };
  };
}
