import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * The anonymous flow events' retention rule: events older than `days` are deleted (by the time
 * they happened, which the server sets: a browser's clock cannot keep one). Returns how many went.
 */
export async function deleteOldEvents(db: Kysely<Database>, now: Date, days: number): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const result = await db.deleteFrom('flow_events').where('occurred_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
