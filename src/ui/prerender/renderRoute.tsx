import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppTheme } from '../app/App.tsx';
import { AppRoutes } from '../app/AppRoutes.tsx';

/**
 * The markup of #root for `route`, once every lazy screen on it has loaded: the same tree as
 * main.tsx renders, in a static router, so the browser can hydrate it.
 */
export async function renderRoute(route: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppTheme>
        <StaticRouter location={route}>
          <AppRoutes />
        </StaticRouter>
      </AppTheme>
    </StrictMode>,
    // Every screen inline in its place: React otherwise moves a large one to the end of the page,
    // revealed by inline scripts (which the Content Security Policy does not allow).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
