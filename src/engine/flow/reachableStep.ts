import type { Answers, QuestionnaireScreen } from '../content/types.ts';
import { askedQuestions } from '../logic/askedQuestions.ts';
import type { LogicContext } from '../logic/logicData.ts';
import { screenQuestions } from '../catalogue/screenQuestions.ts';
import { modelFor } from '../steps/registry.ts';
import type { StepMessages } from '../steps/stepModel.ts';

/** The index of the screen's question `id` (a step or a follow-up), or -1. */
export function questionIndex(screen: QuestionnaireScreen, id: string): number {
  return screenQuestions(screen).findIndex((question) => question.id === id);
}

/**
 * Where a person asking for question `wanted` (an address, the browser's Back or Forward) may be
 * taken: there, if every question asked before it has a recorded answer Next would accept (or
 * needs none); otherwise the first asked question that has none, so no question is skipped by
 * typing an address. A question the answers no longer ask gives way to the asked question before it.
 */
export function reachableStep(
  screen: QuestionnaireScreen,
  answers: Answers,
  wanted: number,
  messages: StepMessages,
  context: LogicContext,
): number {
  const questions = screenQuestions(screen);
  const { asked, answers: standing } = askedQuestions(screen, answers, context);
  const last = Math.min(Math.max(wanted, 0), questions.length - 1);
  let target = -1;
  for (let index = 0; index <= last; index += 1) {
    const question = questions[index];
    if (!asked[index] || !question) continue;
    target = index;
    if (index === last) break;
    // What was recorded, not a starting value: a range nobody has passed keeps its default unrecorded.
    const { step } = question;
    if (modelFor(step).validate(step, standing[step.id], messages) !== null) return index;
  }
  return target === -1 ? Math.max(asked.indexOf(true), 0) : target;
}
