import { lazy, Suspense, type ComponentProps } from 'react';
import { Loading } from '../screens/Loading.tsx';

const loadOutcome = () => import('./AnalysisOutcomeView.tsx');
const loadError = () => import('./AnalysisErrorView.tsx');

const LazyOutcomeView = lazy(() => loadOutcome().then((module) => ({ default: module.AnalysisOutcomeView })));
const LazyErrorView = lazy(() => loadError().then((module) => ({ default: module.AnalysisErrorView })));

/*
 * An analysis's result and error screens, loaded when an analysis starts or a kept result is
 * there to show (preloadOutcomeViews), not with every flow screen: most visits of a questionnaire
 * or a form never reach them, and the buyer's questionnaire has no analysis at all. Until the
 * code is in, the loading screen shows.
 */

export function OnDemandOutcomeView(props: ComponentProps<typeof LazyOutcomeView>) {
  return (
    <Suspense fallback={<Loading />}>
      <LazyOutcomeView {...props} />
    </Suspense>
  );
}

export function OnDemandErrorView(props: ComponentProps<typeof LazyErrorView>) {
  return (
    <Suspense fallback={<Loading />}>
      <LazyErrorView {...props} />
    </Suspense>
  );
}

export function preloadOutcomeViews(): void {
  void loadOutcome();
  void loadError();
}
