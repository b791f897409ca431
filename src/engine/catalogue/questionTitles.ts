import type { FlowContent } from '../content/types.ts';
import { screenQuestions } from './screenQuestions.ts';

const cache = new WeakMap<object, (path: string) => string | undefined>();

/**
 * Each questionnaire question's title by the path its answer is read at
 * (`founderQuestionnaire.answers.unique-value` → "Unique Value Proposition"), follow-ups included:
 * what `| titled` heads each answer with in prompts and emails. Worked out once per loaded flow.
 */
export function questionTitles(flow: Pick<FlowContent, 'screens'>): (path: string) => string | undefined {
  let titleOf = cache.get(flow);
  if (!titleOf) {
    const titles = new Map(
      flow.screens.flatMap((screen) =>
        screen.type === 'questionnaire'
          ? screenQuestions(screen).map((question) => [question.path, question.title] as const)
          : [],
      ),
    );
    titleOf = (path) => titles.get(path);
    cache.set(flow, titleOf);
  }
  return titleOf;
}
