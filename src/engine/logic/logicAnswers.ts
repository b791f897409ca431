import type { Answers, QuestionnaireScreen } from '../content/types.ts';
import { modelFor } from '../steps/registry.ts';
import type { LogicValue } from './logicValue.ts';
import { screenQuestions } from '../catalogue/screenQuestions.ts';

/** A questionnaire's answers as rules and templates read them (each step type's toLogicValue). */
export function logicAnswers(screen: QuestionnaireScreen, answers: Answers): Record<string, LogicValue> {
  const values: Record<string, LogicValue> = {};
  for (const { step } of screenQuestions(screen)) {
    const answer = answers[step.id];
    if (answer !== undefined && modelFor(step).isAnswer(answer))
      values[step.id] = modelFor(step).toLogicValue(step, answer);
  }
  return values;
}
