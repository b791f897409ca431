import { Suspense, use } from 'react';
import { formValidators } from 'virtual:content/loaders';
import type { Screen } from '../../engine/content/types.ts';
import { loadFlow } from './loadFlow.ts';
import { Loading } from './Loading.tsx';
import type { FormValidatorFunctions, LoadedScreenProps, ScreenRef, ScreenView } from './withScreen.tsx';

/**
 * One view per screen type, each in its own chunk: the home page never loads questions, rjsf
 * or the AI SDKs, and a questionnaire never loads the form renderer.
 */
const screenViews: Record<Screen['type'], () => Promise<{ default: ScreenView }>> = {
  form: () => import('./form/FormScreenView.tsx'),
  questionnaire: () => import('./questionnaire/QuestionnaireScreenView.tsx'),
  results: () => import('./results/ResultsScreenView.tsx'),
  analysis: () => import('./analysis/AnalysisScreenView.tsx'),
};

export interface ScreenTarget extends ScreenRef {
  type: Screen['type'];
  /** A form screen's form id, so its validator loads beside the view. */
  form?: string;
}

export interface LoadedScreen {
  View: ScreenView;
  props: LoadedScreenProps;
}

const loading = new Map<string, Promise<LoadedScreen>>();

/**
 * Everything a screen renders, requested at once and in parallel: its view's chunk, its flow's
 * content and, for a form, its precompiled validator. main.tsx calls this for the route being
 * opened before React renders anything, so nothing waits for a first render to be asked for.
 */
export function loadScreen({ type, form, ...ref }: ScreenTarget): Promise<LoadedScreen> {
  const key = `${ref.flowId}/${ref.screenId}`;
  let promise = loading.get(key);
  if (!promise) {
    const loadValidator = form ? formValidators[form] : undefined;
    promise = Promise.all([
      screenViews[type](),
      loadFlow(ref.flowId),
      loadValidator ? loadValidator().then((module) => module.default as FormValidatorFunctions) : undefined,
    ]).then(([view, content, formValidatorFunctions]) => ({
      View: view.default,
      props: { ...ref, content, ...(formValidatorFunctions ? { formValidatorFunctions } : {}) },
    }));
    // A failed chunk load may succeed on the next visit (e.g. after a redeploy or a network blip).
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

function LoadedScreenView({ target }: { target: ScreenTarget }) {
  const { View, props } = use(loadScreen(target));
  return <View {...props} />;
}

export function ScreenRoute(target: ScreenTarget) {
  return (
    <Suspense fallback={<Loading />}>
      <LoadedScreenView target={target} />
    </Suspense>
  );
}
