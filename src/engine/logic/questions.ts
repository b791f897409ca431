import type { QuestionnaireScreen, Step } from '../content/types.ts';
import type { LogicRule } from './logicValue.ts';

/**
 * One question of a questionnaire in the order it may be asked: a declared step, or an option's
 * follow-up placed right after the step that offers it. `conditions` are all the rules that must
 * hold for it to be asked (its own `when`, and for a follow-up "its option is chosen").
 */
export interface Question {
  step: Step;
  conditions: readonly LogicRule[];
  /** The step whose option asks this follow-up; absent for a declared step. */
  followUpOf?: string;
  /** Where the step is declared in its screen, e.g. ['steps', 6, 'options', 3, 'followUp']. */
  at: readonly (string | number)[];
}

/** The rule "`option` is the answer to `step`" (a list answer: "is among its answers"). */
function chosenRule(step: Step, option: string): LogicRule {
  const answer = { var: `answers.${step.id}` };
  return step.type === 'checkbox' ? { in: [option, answer] } : { '==': [answer, option] };
}

function expand(
  step: Step,
  at: readonly (string | number)[],
  inherited: readonly LogicRule[],
  followUpOf?: string,
): Question[] {
  const conditions = step.when === undefined ? inherited : [...inherited, step.when];
  const own: Question = { step, conditions, at, ...(followUpOf !== undefined ? { followUpOf } : {}) };
  const options = 'options' in step ? step.options : [];
  const followUps = options.flatMap((option, index) =>
    option.followUp
      ? expand(
          // The schema checks a follow-up against the same step definition as any step, so it is a Step.
          option.followUp as Step,
          [...at, 'options', index, 'followUp'],
          [...conditions, chosenRule(step, option.value)],
          step.id,
        )
      : [],
  );
  return [own, ...followUps];
}

const cache = new WeakMap<QuestionnaireScreen, readonly Question[]>();

/** The screen's questions, follow-ups in place; computed once per loaded screen. */
export function questionsOf(screen: QuestionnaireScreen): readonly Question[] {
  let questions = cache.get(screen);
  if (!questions) {
    questions = screen.steps.flatMap((step, index) => expand(step, ['steps', index], []));
    cache.set(screen, questions);
  }
  return questions;
}
