import type { Kysely } from 'kysely';
import type { EventBatch } from '../../src/engine/index.ts';
import type { Database } from '../db/schema.ts';

/**
 * Stores a checked batch. An event's time is the server's clock less the event's age, so a
 * browser's wrong clock moves nothing. An event already stored (a batch sent twice, to this or
 * another instance) is skipped by its (tab, seq) key: each is counted once.
 */
export async function recordEvents(db: Kysely<Database>, { tab, events }: EventBatch, now: number): Promise<void> {
  await db
    .insertInto('flow_events')
    .values(
      events.map((event) => ({
        tab_id: tab,
        seq: event.seq,
        occurred_at: new Date(now - event.age),
        flow_id: event.flow,
        screen_id: event.screen,
        step_id: event.step,
        kind: event.kind,
        duration_ms: event.kind === 'complete' ? event.duration : null,
        outcome: event.kind === 'analysis' ? event.outcome : null,
        error_kind: event.kind === 'analysis' && event.outcome === 'failed' ? event.errorKind : null,
      })),
    )
    .onConflict((conflict) => conflict.columns(['tab_id', 'seq']).doNothing())
    .execute();
}
