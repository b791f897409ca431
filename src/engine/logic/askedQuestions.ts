import type { Answers, QuestionnaireScreen } from '../content/types.ts';
import { modelFor } from '../steps/registry.ts';
import { holds } from './evaluate.ts';
import { logicData, type LogicContext } from './logicData.ts';
import type { LogicValue } from './logicValue.ts';
import { screenQuestions } from '../catalogue/screenQuestions.ts';

export interface AskedQuestions {
  /** Per question (screenQuestions order): whether it is asked given the answers before it. */
  asked: readonly boolean[];
  /** The answers that stand: those to questions that are asked. */
  answers: Answers;
}

/**
 * Walks the questions in order, asking each whose conditions hold over the answers that stand
 * before it. An answer to a question that is not asked is dropped, so it reaches neither later
 * conditions nor the store, a prompt, an email or the server. Conditions may only read earlier
 * questions (the checker holds that), so one pass decides them all.
 */
export function askedQuestions(screen: QuestionnaireScreen, answers: Answers, context: LogicContext): AskedQuestions {
  const questions = screenQuestions(screen);
  // Without conditions every question is asked: the spec's fixed line of steps, at no cost per keystroke.
  if (questions.every((question) => question.conditions.length === 0))
    return { asked: questions.map(() => true), answers };
  const standing: Answers = {};
  const values: Record<string, LogicValue> = {};
  const data = logicData(context, screen.store, values);
  const asked = questions.map(({ step, conditions }) => {
    const isAsked = conditions.every((condition) => holds(condition.rule, data));
    const answer = answers[step.id];
    if (isAsked && answer !== undefined && modelFor(step).isAnswer(answer)) {
      standing[step.id] = answer;
      values[step.id] = modelFor(step).toLogicValue(step, answer);
    }
    return isAsked;
  });
  return { asked, answers: standing };
}

/** Which step ids a completed questionnaire asked, for anything that records or reports on it. */
export function askedStepIds(screen: QuestionnaireScreen, answers: Answers, context: LogicContext): string[] {
  const { asked } = askedQuestions(screen, answers, context);
  return screenQuestions(screen)
    .filter((_question, index) => asked[index])
    .map((question) => question.step.id);
}
