import { screenQuestions } from '../../engine/catalogue/screenQuestions.ts';
import { authoringFor } from '../../engine/steps/authoring/registry.ts';
import type { ContentCheck } from './context.ts';

/**
 * Question ids are unique within a questionnaire (follow-ups included: answers are keyed by them),
 * and each question's declaration makes sense for its type, a follow-up's as much as a step's.
 */
export const checkSteps: ContentCheck = ({ content, sources, report }) => {
  for (const flow of content.flows) {
    const source = sources.flows[flow.id];
    if (!source) continue;
    const screenIds = new Set<string>();
    flow.screens.forEach((screen, s) => {
      if (screenIds.has(screen.id))
        report(source, ['screens', s, 'id'], `screen id "${screen.id}" is used twice in this flow`);
      screenIds.add(screen.id);
      if (screen.type !== 'questionnaire') return;
      const stepIds = new Set<string>();
      screenQuestions(screen).forEach(({ step, at: declared }) => {
        const at = ['screens', s, ...declared];
        if (stepIds.has(step.id))
          report(
            source,
            [...at, 'id'],
            `step id "${step.id}" is used twice in this questionnaire; answers are keyed by it`,
          );
        stepIds.add(step.id);
        for (const [pointer, message] of authoringFor(step).checkDeclaration(step)) {
          report(
            source,
            [
              ...at,
              ...pointer
                .split('/')
                .filter(Boolean)
                .map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
            ],
            message,
          );
        }
      });
    });
  }
};
