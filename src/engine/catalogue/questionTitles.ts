import type { FlowContent } from '../content/types.ts';
import type { AskedStep } from './question.ts';
import { screenQuestions } from './screenQuestions.ts';

const cache = new WeakMap<object, (path: string) => AskedStep | undefined>();

/** Each questionnaire question (follow-ups included) by the path its answer is read at. Worked out once per loaded flow. */
function askedStepAt(flow: Pick<FlowContent, 'screens'>): (path: string) => AskedStep | undefined {
  let stepAt = cache.get(flow);
  if (!stepAt) {
    const steps = new Map(
      flow.screens.flatMap((screen) =>
        screen.type === 'questionnaire'
          ? screenQuestions(screen).map((question) => [question.path, question] as const)
          : [],
      ),
    );
    stepAt = (path) => steps.get(path);
    cache.set(flow, stepAt);
  }
  return stepAt;
}

/**
 * Each questionnaire question's title by the path its answer is read at
 * (`founderQuestionnaire.answers.unique-value` → "Unique Value Proposition"), follow-ups included:
 * what `| titled` heads each answer with in prompts and emails.
 */
export function questionTitles(flow: Pick<FlowContent, 'screens'>): (path: string) => string | undefined {
  const stepAt = askedStepAt(flow);
  return (path) => stepAt(path)?.title;
}

/**
 * What a person reads of a questionnaire question, by its answer's path: its title and its
 * description ("Problem. What are the top 3 problems your customers face?"); undefined for a path
 * no step of the flow answers. The offline analyzer checks an answer against these words.
 */
export function questionWording(flow: Pick<FlowContent, 'screens'>): (path: string) => string | undefined {
  const stepAt = askedStepAt(flow);
  return (path) => {
    const step = stepAt(path)?.step;
    return step ? [step.title, step.description ?? ''].join('. ') : undefined;
  };
}
