import { Center, Heading, Spinner, VisuallyHidden } from '@chakra-ui/react';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { Screen } from '../../engine/content/types.ts';
import type { ScreenRef } from './withScreen.tsx';

/**
 * One view per screen type, each in its own chunk with the full content: the home page never
 * loads questions, rjsf, ajv or the AI SDKs, and a questionnaire never loads the form renderer.
 */
const screenViews: Record<Screen['type'], LazyExoticComponent<ComponentType<ScreenRef>>> = {
  form: lazy(() => import('./form/FormScreenView.tsx')),
  questionnaire: lazy(() => import('./questionnaire/QuestionnaireScreenView.tsx')),
  results: lazy(() => import('./results/ResultsScreenView.tsx')),
};

/** While a screen's chunk loads: its heading, for screen readers, until the screen's own title replaces it. */
export function Loading() {
  return (
    <Center py={20}>
      <VisuallyHidden>
        <Heading as="h1">Loading…</Heading>
      </VisuallyHidden>
      <Spinner size="lg" color="brand.600" role="status" aria-label="Loading" />
    </Center>
  );
}

export function ScreenRoute({ type, ...ref }: ScreenRef & { type: Screen['type'] }) {
  const View = screenViews[type];
  return (
    <Suspense fallback={<Loading />}>
      <View {...ref} />
    </Suspense>
  );
}
