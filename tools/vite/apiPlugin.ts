import { getRequestListener } from '@hono/node-server';
import type { Plugin } from 'vite';

/** The server's API paths; everything else stays with Vite. */
const apiPath = /^\/(api\/|healthz(\?|$))/;

interface DevAppModule {
  app: { fetch: (request: Request, env: unknown) => Response | Promise<Response> };
}

/**
 * `npm run dev` serves the same analysis API as the production server: Vite loads server/devApp.ts
 * through its SSR loader (so content edits reload it) and passes it every /api request.
 */
export function apiPlugin(entry = '/server/devApp.ts'): Plugin {
  return {
    name: 'advisory-api',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (!apiPath.test(request.url ?? '')) {
          next();
          return;
        }
        server
          .ssrLoadModule(entry)
          .then((module) => getRequestListener((module as DevAppModule).app.fetch)(request, response))
          .catch(next);
      });
    },
  };
}
