import type { MiddlewareHandler } from 'hono';
import type { Store } from 'hono-rate-limiter';
import { fillMessage } from '../../src/engine/analysis/fillMessage.ts';
import type { Limits } from '../config/limits.ts';
import type { AppEnv } from '../http/appEnv.ts';
import { limiter, unitsUntil } from './analysisLimits.ts';
import type { ClientAddress } from './clientAddress.ts';

const minute = 60_000;

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
    {
      name: 'completionLimit',
      windowMs: limits.windowMinutes * minute,
      limit: limits.completionsPerWindow,
      store,
      key: address,
      status: 429,
      code: 'rate-limited',
      headers: 'policy',
      message: (info) =>
        fillMessage(messages().rateLimited, {
          limit: limits.completionsPerWindow,
          windowMinutes: limits.windowMinutes,
          minutes: unitsUntil(info.resetTime, now(), minute),
        }),
    },
    // A counter that cannot be reached refuses rather than letting completions in unmetered.
    () => messages().unavailable,
    now,
  );
}
