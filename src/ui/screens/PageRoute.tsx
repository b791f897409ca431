import { lazy, Suspense } from 'react';
import { Loading } from './ScreenRoute.tsx';

const PageScreen = lazy(() => import('./PageScreen.tsx'));

export function PageRoute(props: { pageId: string; brand: string }) {
  return (
    <Suspense fallback={<Loading />}>
      <PageScreen {...props} />
    </Suspense>
  );
}
