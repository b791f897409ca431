import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Content } from '../../src/engine/index.ts';
import { refuse, type AppEnv } from '../http/appEnv.ts';
import type { DatabaseRouteOptions } from '../http/databaseRouteOptions.ts';
import { unstorableText } from '../http/storableText.ts';
import { sameOriginOnly } from '../http/sameOrigin.ts';
import { limiter } from '../limits/analysisLimits.ts';
import { checkEventBatch, eventRules, type EventRules } from './checkEventBatch.ts';
import { recordEvents } from './recordEvents.ts';
import { describeDatabaseError } from '../db/databaseError.ts';

/** navigator.sendBeacon sends a string as text/plain; the app's beacon sends JSON. */
const acceptedTypes = new Set(['application/json', 'text/plain']);

const minute = 60_000;

/**
 * POST /api/events (mounted there): a batch of anonymous flow events from the app's own pages (same origin),
 * within the size and rate limits, naming only flows, screens and steps the content has. Answers
 * 204 when stored; 503 when the database is unreachable (the batch is dropped and a line says so);
 * nobody waits on the answer, the browser sends and forgets.
 */
export function eventsRoute(options: DatabaseRouteOptions): Hono<AppEnv> {
  const { limits, content } = options;
  let rules: { for: Content; rules: EventRules } | undefined;
  const currentRules = () => {
    const current = content();
    if (rules?.for !== current) rules = { for: current, rules: eventRules(current) };
    return rules.rules;
  };
  const record = async (c: Context<AppEnv>) => {
    const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (!type || !acceptedTypes.has(type)) return refuse(c, 415, 'invalid', 'Events are sent as JSON.');
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return refuse(c, 400, 'invalid', 'The events are not JSON.');
    }
    const unstorable = unstorableText(body);
    if (unstorable !== undefined) return refuse(c, 400, 'invalid', `Events refused: ${unstorable}.`);
    const checked = checkEventBatch(currentRules(), body);
    if (!checked.ok) return refuse(c, 400, 'invalid', `Events refused: ${checked.reason}.`);
    const db = options.database.current();
    try {
      if (!db) throw new Error('not connected');
      await recordEvents(db, checked.batch, options.now());
    } catch (error) {
      const reason = describeDatabaseError(error);
      options.problem(`database: dropped ${checked.batch.events.length} events (${reason})`);
      return refuse(c, 503, 'unavailable', 'Events are not being recorded right now.');
    }
    return c.body(null, 204);
  };
  const route = new Hono<AppEnv>();
  route.post(
    '/',
    sameOriginOnly(() => 'Events come from the app’s own pages only.'),
    bodyLimit({
      maxSize: limits.eventBodyBytes,
      onError: (c: Context<AppEnv>) => refuse(c, 413, 'too-large', 'Too many events in one request.'),
    }),
    limiter(
      {
        name: 'eventsLimit',
        windowMs: limits.windowMinutes * minute,
        limit: limits.eventBatchesPerWindow,
        store: options.stores.events,
        key: options.address,
        status: 429,
        code: 'rate-limited',
        headers: 'policy',
        message: () => 'Too many events from this address; try again later.',
      },
      () => 'Events are not taken for a moment; please try again later.',
    ),
    record,
  );
  return route;
}
