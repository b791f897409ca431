import { lazy, Suspense, type ComponentProps } from 'react';
import { Loading } from '../screens/Loading.tsx';

const loadOutcome = () => import('./AnalysisOutcomeView.tsx');
const loadError = () => import('./AnalysisErrorView.tsx');
const loadStatusLine = () => import('./AnalysisStatusLine.tsx');

const LazyOutcomeView = lazy(() => loadOutcome().then((module) => ({ default: module.AnalysisOutcomeView })));
const LazyErrorView = lazy(() => loadError().then((module) => ({ default: module.AnalysisErrorView })));
const LazyStatusLine = lazy(() => loadStatusLine().then((module) => ({ default: module.AnalysisStatusLine })));

/*
 * An analysis's result and error screens (and its status line, below), loaded when an analysis starts or a kept result is
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

/**
 * The running analysis's status line and the answer streaming in under it: loaded as the analysis
 * starts (preloadOutcomeViews), so a screen whose flow runs no analysis never loads it, and one
 * that does only once its visitor gets there. Nothing shows until it is in (the screen is busy).
 */
export function OnDemandStatusLine(props: ComponentProps<typeof LazyStatusLine>) {
  if (props.state.kind !== 'running') return null;
  return (
    <Suspense fallback={null}>
      <LazyStatusLine {...props} />
    </Suspense>
  );
}

export function preloadOutcomeViews(): void {
  void loadStatusLine();
  void loadOutcome();
  void loadError();
}
