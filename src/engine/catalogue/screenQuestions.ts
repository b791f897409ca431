import type { QuestionnaireScreen, Step } from '../content/types.ts';
import type { LogicRule } from '../logic/logicValue.ts';
import type { AskedStep, DeclaredAt, RuleCondition } from './question.ts';

/** The rule "`option` is the answer to `step`" (a list answer: "is among its answers"). */
function chosenRule(step: Step, option: string): LogicRule {
  const answer = { var: `answers.${step.id}` };
  return step.type === 'checkbox' ? { in: [option, answer] } : { '==': [answer, option] };
}

function expand(
  screen: QuestionnaireScreen,
  step: Step,
  at: DeclaredAt,
  inherited: readonly RuleCondition[],
  followUpOf?: string,
): AskedStep[] {
  const conditions: readonly RuleCondition[] =
    step.when === undefined ? inherited : [...inherited, { kind: 'when', rule: step.when }];
  const options = 'options' in step ? step.options : undefined;
  const own: AskedStep = {
    source: 'step',
    id: step.id,
    title: step.title,
    screen: screen.id,
    store: screen.store,
    path: `${screen.store}.answers.${step.id}`,
    ...(options ? { options } : {}),
    // `required: false` lets a visitor go on without an answer: what reads it must allow for it missing.
    required: step.required !== false,
    conditions,
    step,
    at,
    ...(followUpOf !== undefined ? { followUpOf } : {}),
  };
  const followUps = (options ?? []).flatMap((option, index) =>
    option.followUp
      ? expand(
          screen,
          // The schema checks a follow-up against the same step definition as any step, so it is a Step.
          option.followUp as Step,
          [...at, 'options', index, 'followUp'],
          [...conditions, { kind: 'chosen', of: step.id, option: option.value, rule: chosenRule(step, option.value) }],
          step.id,
        )
      : [],
  );
  return [own, ...followUps];
}

const cache = new WeakMap<QuestionnaireScreen, readonly AskedStep[]>();

/**
 * A questionnaire's questions in the order they may be asked: each declared step, with the
 * follow-ups its options ask (at any depth) right after it. Worked out once per loaded screen;
 * the flow's catalogue (flowCatalogue.ts) holds these, with their types, beside the flow's other
 * questions. Kept to what the browser needs, which every questionnaire screen loads.
 */
export function screenQuestions(screen: QuestionnaireScreen): readonly AskedStep[] {
  let questions = cache.get(screen);
  if (!questions) {
    questions = screen.steps.flatMap((step, index) => expand(screen, step, ['steps', index], []));
    cache.set(screen, questions);
  }
  return questions;
}
