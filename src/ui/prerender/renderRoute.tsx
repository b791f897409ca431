import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppTheme } from '../app/App.tsx';
import { AppRoutes } from '../app/AppRoutes.tsx';
import { CollectPageTitle } from '../components/usePageTitle.ts';
import { criticalCss, type CriticalCss } from './criticalCss.ts';

/** A route's prerendered #root markup, and for the page's <head> the styles it uses and its screen's title. */
export interface RenderedRoute {
  markup: string;
  styles: CriticalCss;
  title?: string;
}

/**
 * Renders `route` once every lazy screen on it has loaded: the same tree as main.tsx renders, in a
 * static router, so the browser can hydrate it. Styles are collected, not written beside the
 * elements (criticalCss.ts), under emotion's own key so the browser's cache adopts them.
 */
export async function renderRoute(route: string): Promise<RenderedRoute> {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  let title: string | undefined;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppTheme>
          <StaticRouter location={route}>
            <CollectPageTitle value={(text) => (title = text)}>
              <AppRoutes />
            </CollectPageTitle>
          </StaticRouter>
        </AppTheme>
      </CacheProvider>
    </StrictMode>,
    // Every screen inline in its place: React otherwise moves a large one to the end of the page,
    // revealed by inline scripts (which the Content Security Policy does not allow).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let markup = '';
  for await (const chunk of prelude) markup += String(chunk);
  return { markup, styles: criticalCss(cache, markup), ...(title === undefined ? {} : { title }) };
}
