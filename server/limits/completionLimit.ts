import type { MiddlewareHandler } from 'hono';
import type { Store } from 'hono-rate-limiter';
import type { Limits } from '../config/limits.ts';
import type { AppEnv } from '../http/appEnv.ts';
import { limiter, perWindowSpec } from './analysisLimits.ts';
import type { ClientAddress } from './clientAddress.ts';

export interface CompletionLimitOptions {
  limits: Limits;
  store: Store<AppEnv>;
  address: ClientAddress;
  messages: () => { rateLimited: string; unavailable: string };
  now: () => number;
}

/** Completions per address per window (429, saying when to try again), counted like the analysis limits. */
export function completionLimit({
  limits,
  store,
  address,
  messages,
  now,
}: CompletionLimitOptions): MiddlewareHandler<AppEnv> {
  return limiter(
    perWindowSpec({
      name: 'completionLimit',
      limit: limits.completionsPerWindow,
      windowMinutes: limits.windowMinutes,
      store,
      key: address,
      rateLimited: () => messages().rateLimited,
      now,
    }),
    // A counter that cannot be reached refuses rather than letting completions in unmetered.
    () => messages().unavailable,
    now,
  );
}
