import type { AnalysisLink, FormScreen, QuestionnaireScreen, Screen } from '../content/types.ts';

/** A screen the person answers: a form or a questionnaire, which keeps what it is given in its `store`. */
export type AnsweredScreen = FormScreen | QuestionnaireScreen;

/** Whether a screen is answered and stores its answers (not a results or an analysis screen). */
export function isAnsweredScreen(screen: Screen): screen is AnsweredScreen {
  return screen.type === 'form' || screen.type === 'questionnaire';
}

/**
 * The analysis a screen runs, whichever way it says so: a form or questionnaire on finishing
 * (`analysis: {prompt, clearOnClose}`), an analysis screen as it opens (`analysis: <id>`). One
 * reading for the server's checks, the path, the checker and the app.
 */
export function screenAnalysis(screen: Screen): AnalysisLink | undefined {
  if (isAnsweredScreen(screen)) return screen.analysis;
  if (screen.type === 'results') return undefined;
  return {
    prompt: screen.analysis,
    clearOnClose: screen.clearOnClose ?? [],
    ...(screen.closeTo === undefined ? {} : { closeTo: screen.closeTo }),
  };
}
