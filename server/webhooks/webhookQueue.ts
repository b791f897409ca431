import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { AttemptOutcome } from './sendWebhook.ts';

export type CompletionsDb = Kysely<Database>;
/** The database once reached, or undefined while it is not (see server/db/databaseHandle.ts). */
export type CurrentDb = () => CompletionsDb | undefined;
export type WebhookMessage = Selectable<Database['webhook_messages']>;

/** The database, or an error saying it has not been reached: callers treat both failures alike. */
export function reachedDb(current: CurrentDb): CompletionsDb {
  const db = current();
  if (!db) throw new Error('not connected yet');
  return db;
}

/** A message an instance has claimed: its id and the bytes to send. */
export interface ClaimedMessage {
  id: string;
  body: string;
  createdAt: Date;
  attempts: number;
}

/**
 * Claims up to `limit` messages that are due and not held by another instance, for `holdMs`:
 * one UPDATE over a SELECT … FOR UPDATE SKIP LOCKED, so two instances on one PostgreSQL never
 * take the same message, and a claim left by a crashed instance runs out and is taken again.
 */
export async function claimDueMessages(
  db: CompletionsDb,
  now: Date,
  holdMs: number,
  limit: number,
): Promise<ClaimedMessage[]> {
  const due = db
    .selectFrom('webhook_messages')
    .select('id')
    .where('state', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .where((where) => where.or([where('locked_until', 'is', null), where('locked_until', '<=', now)]))
    .orderBy('next_attempt_at')
    .limit(limit)
    .forUpdate()
    .skipLocked();
  const rows = await db
    .updateTable('webhook_messages')
    .set({ locked_until: new Date(now.getTime() + holdMs) })
    .where('id', 'in', due)
    .returning(['id', 'body', 'created_at', 'attempts'])
    .execute();
  return rows.flatMap((row) =>
    row.body === null ? [] : [{ id: row.id, body: row.body, createdAt: row.created_at, attempts: row.attempts }],
  );
}

/**
 * Writes one attempt to the log and moves the message on: delivered, failed for good (`retryAt`
 * null), or pending until `retryAt`. A finished message keeps its log but no longer its body.
 */
export async function recordAttempt(
  db: CompletionsDb,
  message: ClaimedMessage,
  attemptedAt: Date,
  outcome: AttemptOutcome,
  retryAt: Date | null,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('webhook_attempts')
      .values({
        message_id: message.id,
        attempted_at: attemptedAt,
        status: outcome.status,
        error: outcome.error,
        ms: Math.round(outcome.ms),
      })
      .execute();
    const finished = outcome.delivered || retryAt === null;
    await trx
      .updateTable('webhook_messages')
      .set({
        attempts: message.attempts + 1,
        state: outcome.delivered ? 'delivered' : retryAt === null ? 'failed' : 'pending',
        last_status: outcome.status,
        last_error: outcome.error,
        locked_until: null,
        ...(finished ? { body: null, finished_at: new Date(attemptedAt.getTime() + outcome.ms) } : {}),
        ...(retryAt ? { next_attempt_at: retryAt } : {}),
      })
      .where('id', '=', message.id)
      // A message cancelled while this attempt was under way (its response deleted) stays cancelled.
      .where('state', '=', 'pending')
      .execute();
  });
}

/** Cancels a completion's message while it is still pending: never sent again, its body gone, its log kept. */
export async function cancelMessage(db: CompletionsDb, completionId: string, now: Date): Promise<void> {
  await db
    .updateTable('webhook_messages')
    .set({ state: 'cancelled', body: null, locked_until: null, finished_at: now })
    .where('completion_id', '=', completionId)
    .where('state', '=', 'pending')
    .execute();
}

export interface DeliveryLogEntry {
  id: string;
  flowId: string;
  createdAt: Date;
  state: WebhookMessage['state'];
  attempts: { at: Date; status: number | null; error: string | null; ms: number }[];
}

/** The newest messages with their attempts, newest first: the owner's delivery log. */
export async function deliveryLog(db: CompletionsDb, limit: number): Promise<DeliveryLogEntry[]> {
  const messages = await db
    .selectFrom('webhook_messages')
    .select(['id', 'flow_id', 'created_at', 'state'])
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  if (messages.length === 0) return [];
  const attempts = await db
    .selectFrom('webhook_attempts')
    .select(['message_id', 'attempted_at', 'status', 'error', 'ms'])
    .where(
      'message_id',
      'in',
      messages.map((message) => message.id),
    )
    .orderBy('attempted_at')
    .execute();
  return messages.map((message) => ({
    id: message.id,
    flowId: message.flow_id,
    createdAt: message.created_at,
    state: message.state,
    attempts: attempts
      .filter((attempt) => attempt.message_id === message.id)
      .map((attempt) => ({ at: attempt.attempted_at, status: attempt.status, error: attempt.error, ms: attempt.ms })),
  }));
}
