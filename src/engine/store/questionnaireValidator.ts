import type { Answer, QuestionnaireScreen } from '../content/types.ts';
import { isRecord } from '../forms/isRecord.ts';
import { askedQuestions } from '../logic/askedQuestions.ts';
import type { LogicRule } from '../logic/logicValue.ts';
import { screenQuestions } from '../catalogue/screenQuestions.ts';
import { modelFor } from '../steps/registry.ts';
import type { SlotValidator } from './slotValidator.ts';

/** The step index as stored, or 0 when it is not a whole number. */
function storedStep(step: unknown): number {
  return typeof step === 'number' && Number.isInteger(step) ? step : 0;
}

/**
 * A stored questionnaire read against the screen's own questions. Each answer goes through its
 * step model's restore (bounds, step grid, min ≤ max, declared options): a refused answer is
 * dropped on its own, an adjusted one kept, both with a note for the warning, so one tampered
 * value never costs the user the rest. Then the flow's logic applies as it does while answering:
 * an answer to a question its conditions no longer ask is dropped (with a note). The step is moved
 * back to the first asked question that has no answer left, so the user re-answers what was
 * dropped instead of skipping past it.
 */
export function questionnaireValidator(
  screen: QuestionnaireScreen,
  computed: Readonly<Record<string, LogicRule>> = {},
): SlotValidator {
  const questions = screenQuestions(screen);
  return (value, session = {}) => {
    if (!isRecord(value)) return { ok: false, reason: 'it is not an object' };
    const { step, answers: stored } = value;
    if (!isRecord(stored)) return { ok: false, reason: 'its answers are not an object' };
    const restoredAnswers: Record<string, Answer> = {};
    const notes: string[] = [];
    for (const { step: declared } of questions) {
      if (!Object.hasOwn(stored, declared.id)) continue;
      const restored = modelFor(declared).restore(declared, stored[declared.id]);
      if (restored.ok) restoredAnswers[declared.id] = restored.answer;
      const note = restored.ok ? restored.note : `dropped: ${restored.reason}`;
      if (note) notes.push(`the answer to "${declared.id}" ${note}`);
    }
    const { asked, answers: kept } = askedQuestions(screen, restoredAnswers, { session, computed });
    for (const id of Object.keys(restoredAnswers)) {
      if (!Object.hasOwn(kept, id)) notes.push(`the answer to "${id}" dropped: that question is not asked`);
    }
    const last = questions.length - 1;
    const firstUnanswered = questions.findIndex(
      (question, index) => asked[index] && question.required && !Object.hasOwn(kept, question.step.id),
    );
    const reachable = firstUnanswered === -1 ? last : firstUnanswered;
    const wanted = storedStep(step);
    const at = Math.min(Math.max(wanted, 0), reachable, last);
    if (at !== step)
      notes.push(`its step ${step === undefined ? 'none' : JSON.stringify(step).slice(0, 40)} became ${at}`);
    return { ok: true, value: { step: at, answers: kept }, notes };
  };
}
