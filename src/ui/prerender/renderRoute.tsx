import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from '../app/AppRoutes.tsx';
import { basename } from '../app/basename.ts';
import { CollectPageTitle } from '../components/usePageTitle.ts';

/** A route's prerendered #root markup, and its screen's title for the page's <head>. */
export interface RenderedRoute {
  markup: string;
  title?: string;
}

/**
 * Renders `route` once every lazy screen on it has loaded: the same tree as main.tsx renders, in a
 * static router under the build's language prefix (basename.ts), so the browser can hydrate it. Its styles are the build's compiled classes,
 * which every built page carries (tools/vite/staticStyles).
 */
export async function renderRoute(route: string): Promise<RenderedRoute> {
  let title: string | undefined;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter basename={basename || '/'} location={`${basename}${route}`}>
        <CollectPageTitle value={(text) => (title = text)}>
          <AppRoutes />
        </CollectPageTitle>
      </StaticRouter>
    </StrictMode>,
    // Every screen inline in its place: React otherwise moves a large one to the end of the page,
    // revealed by inline scripts (which the Content Security Policy does not allow).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let markup = '';
  for await (const chunk of prelude) markup += String(chunk);
  return { markup, ...(title === undefined ? {} : { title }) };
}
