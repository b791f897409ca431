import { authoringFor } from '../../engine/steps/authoring/registry.ts';
import type { ContentCheck } from './context.ts';

/** Step ids are unique within a questionnaire, and each step's declaration makes sense for its type. */
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
      screen.steps.forEach((step, index) => {
        const at = ['screens', s, 'steps', index];
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
