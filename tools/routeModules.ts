/**
 * The source modules a route loads on a first visit, as src/main.tsx, src/ui/screens/ScreenRoute.tsx
 * (loadScreen) and PageRoute.tsx load them. The route preload script (tools/vite/routePreload.ts)
 * asks for their chunks, and npm run size (tools/size-report.ts) counts them.
 */

/** The app itself, which the small entry imports on every route once the first frame is shown. */
export const appStartModule = 'src/ui/app/start.tsx';

/** The lazy view each kind of screen renders from. */
export const viewModules = {
  page: 'src/ui/screens/PageScreen.tsx',
  form: 'src/ui/screens/form/FormScreenView.tsx',
  questionnaire: 'src/ui/screens/questionnaire/QuestionnaireScreenView.tsx',
  results: 'src/ui/screens/results/ResultsScreenView.tsx',
  analysis: 'src/ui/screens/analysis/AnalysisScreenView.tsx',
} as const;

/** What registers a flow's content and answers store when one of its screens opens. */
export const registerFlowModule = 'src/ui/screens/registerFlow.ts';
