import { lazy, Suspense } from 'react';
import { Loading } from './Loading.tsx';

/** The static pages' view and bodies; main.tsx asks for them before the first render on a page route. */
export const loadPageScreen = () => import('./PageScreen.tsx');
const PageScreen = lazy(loadPageScreen);

export function PageRoute(props: { pageId: string; brand: string }) {
  return (
    <Suspense fallback={<Loading />}>
      <PageScreen {...props} />
    </Suspense>
  );
}
