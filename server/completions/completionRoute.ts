import type { Handler } from 'hono';
import type { CompletionReply } from '../../src/engine/index.ts';
import { refuse, type AppEnv } from '../http/appEnv.ts';
import { reachedDb, type CurrentDb } from '../webhooks/webhookQueue.ts';
import { recordCompletion } from './recordCompletion.ts';
import { describeDatabaseError } from '../db/databaseError.ts';

/** The database behind completions, and whether completed flows are sent as webhooks. */
export interface CompletionStore {
  db: CurrentDb;
  webhooks: boolean;
  /** Called once a message is queued: the worker sends it now rather than at its next poll. */
  queued: () => void;
}

export interface CompletionRouteOptions {
  store: CompletionStore | undefined;
  messages: () => { unavailable: string };
  now: () => number;
  warn: (message: string) => void;
}

/**
 * POST /api/completions once the body is checked and the limit passed: stores the consented
 * answers and queues the webhook in one transaction, then answers at once (the webhook goes out
 * in the background, never holding the person up). A database that does not answer gives 503
 * with the content's message, and a line in the server's log.
 */
export function completionRoute({ store, messages, now, warn }: CompletionRouteOptions): Handler<AppEnv> {
  return async (c) => {
    if (!store) return refuse(c, 503, 'unavailable', messages().unavailable);
    const completion = c.get('completion');
    try {
      const { queued } = await recordCompletion(reachedDb(store.db), completion, new Date(now()), store.webhooks);
      if (queued) store.queued();
      // A repeated report finds its answers already stored: they are stored all the same.
      return c.json<CompletionReply>({ stored: completion.answers !== null }, 202);
    } catch (error) {
      warn(`completions: the database is unavailable (${describeDatabaseError(error)}); answered 503`);
      return refuse(c, 503, 'unavailable', messages().unavailable);
    }
  };
}
