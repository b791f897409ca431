import { screenQuestions } from '../catalogue/screenQuestions.ts';
import type { FlowContent, Screen } from '../content/types.ts';
import { isAnsweredScreen, screenAnalysis } from '../flow/screenKinds.ts';
import { nextTargets } from '../logic/branches.ts';

/** One place a person can stop in a flow: a questionnaire's question, or a whole form screen. */
export interface FlowStep {
  screen: string;
  /** The question's id (a step or a follow-up, at any depth), or the form screen's own id. */
  step: string;
  title: string;
}

/**
 * The flow's steps in the order a person meets them, from the catalogue: every question of a
 * questionnaire, follow-ups included (a visit that answered "Other" reports its follow-up), and
 * each form screen as one step. Results screens are where a flow ends, not a step. The owner's
 * funnel lists these, and the server accepts an event only for one of them.
 */
export function flowSteps(flow: FlowContent): FlowStep[] {
  return flow.screens.flatMap((screen): FlowStep[] => {
    if (screen.type === 'questionnaire')
      return screenQuestions(screen).map((question) => ({
        screen: screen.id,
        step: question.id,
        title: question.title,
      }));
    // A form, and an analysis screen (opened, then finished by its result), is one step.
    if (screen.type === 'form' || screen.type === 'analysis')
      return [{ screen: screen.id, step: screen.id, title: screen.title ?? screen.id }];
    return [];
  });
}

/**
 * Whether completing this screen finishes the flow: it runs an analysis, or leads to no other
 * form or questionnaire of the same flow (a results screen, a page, home).
 */
export function finishesFlow(flow: Pick<FlowContent, 'screens'>, screen: Screen): boolean {
  if (screenAnalysis(screen)) return true;
  if (!isAnsweredScreen(screen)) return false;
  const targets = nextTargets(screen.next);
  return !flow.screens.some((other) => targets.includes(other.route) && other.type !== 'results');
}
