import { Suspense, use } from 'react';
import { pages } from 'virtual:content/loaders';
import type { PageContent } from '../../engine/content/types.ts';
import { Loading } from './Loading.tsx';
import type PageScreen from './PageScreen.tsx';

interface LoadedPage {
  View: typeof PageScreen;
  page: PageContent;
}

const loading = new Map<string, Promise<LoadedPage>>();

/**
 * A static page's view and its own body (virtual:content/page/<id>, never another page's),
 * requested together; main.tsx asks for them before the first render on a page route.
 */
export function loadPageScreen(pageId: string): Promise<LoadedPage> {
  let promise = loading.get(pageId);
  if (!promise) {
    const load = pages[pageId];
    if (!load) throw new Error(`No page "${pageId}" in the content`);
    promise = Promise.all([import('./PageScreen.tsx'), load()]).then(([view, body]) => ({
      View: view.default,
      page: body.default,
    }));
    // A failed chunk load may succeed on the next visit.
    promise.catch(() => loading.delete(pageId));
    loading.set(pageId, promise);
  }
  return promise;
}

function LoadedPageView({ pageId, brand }: { pageId: string; brand: string }) {
  const { View, page } = use(loadPageScreen(pageId));
  return <View page={page} brand={brand} />;
}

export function PageRoute(props: { pageId: string; brand: string }) {
  return (
    <Suspense fallback={<Loading />}>
      <LoadedPageView {...props} />
    </Suspense>
  );
}
