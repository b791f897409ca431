import type { Answers, QuestionnaireScreen, Step } from '../content/types.ts';
import { askedQuestions } from './askedQuestions.ts';
import { logicAnswers } from './logicAnswers.ts';
import { logicData, type LogicContext } from './logicData.ts';
import { pipedStep } from './pipedStep.ts';
import { screenQuestions } from '../catalogue/screenQuestions.ts';

/** How answers break their screen's logic: an answer to a question not asked, or none to one that is. */
export interface AnswerProblem {
  problem: 'not-asked' | 'unanswered';
  /** The question's title as the person saw it. */
  title: string;
}

/** How a finished questionnaire's answers break its logic. */
export interface AskedAnswersProblem extends AnswerProblem {
  step: Step;
  /** The step's title as the person saw it, earlier answers and computed values piped in. */
  title: string;
}

/**
 * Every question, in the order asked, whose answer a finished questionnaire should not have or
 * lacks, judged by the same rules the browser navigates by: which questions are asked follows
 * from `kept` (the answers that stand once each is read through its step model), and `sent` says
 * which answers were given at all, so an answer refused for its shape is reported as such by the
 * caller rather than as missing.
 */
export function askedAnswersProblems(
  screen: QuestionnaireScreen,
  sent: Readonly<Record<string, unknown>>,
  kept: Answers,
  context: LogicContext,
): AskedAnswersProblem[] {
  const { asked, answers } = askedQuestions(screen, kept, context);
  const title = (step: Step) =>
    pipedStep(step, () => logicData(context, screen.store, logicAnswers(screen, answers))).title;
  return screenQuestions(screen).flatMap(({ step, required }, index): AskedAnswersProblem[] => {
    const given = Object.hasOwn(sent, step.id);
    if (given && !asked[index]) return [{ problem: 'not-asked', step, title: title(step) }];
    // An optional step (`required: false`) may be missing; nothing else may.
    if (!given && asked[index] && required) return [{ problem: 'unanswered', step, title: title(step) }];
    return [];
  });
}
