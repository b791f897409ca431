import type { MiddlewareHandler } from 'hono';
import { refuse, type AppEnv } from './appEnv.ts';

/**
 * POST only from the app's own pages. Browsers send Sec-Fetch-Site on every fetch (modern ones)
 * and Origin on every POST; either must say "this site". A request with neither is no browser's
 * and is refused too. No CORS headers are ever sent, so no other site can read an answer.
 */
export function sameOriginOnly(message: () => string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const site = c.req.header('sec-fetch-site');
    const origin = c.req.header('origin');
    const host = c.req.header('host');
    const sameSite = site === undefined || site === 'same-origin';
    let sameOrigin = false;
    if (origin !== undefined && host !== undefined) {
      try {
        sameOrigin = new URL(origin).host === host;
      } catch {
        sameOrigin = false;
      }
    }
    if (!sameSite || (!sameOrigin && site !== 'same-origin')) return refuse(c, 403, 'forbidden', message());
    await next();
  };
}
