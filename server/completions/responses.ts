import { cancelMessage, type CompletionsDb } from '../webhooks/webhookQueue.ts';

export interface StoredResponse {
  id: string;
  flowId: string;
  createdAt: Date;
  score: number | null;
  answers: Record<string, unknown>;
}

/** A flow's stored responses, newest first. */
export async function responsesOf(db: CompletionsDb, flowId: string, limit: number): Promise<StoredResponse[]> {
  const rows = await db
    .selectFrom('responses')
    .select(['id', 'flow_id', 'created_at', 'score', 'answers'])
    .where('flow_id', '=', flowId)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    flowId: row.flow_id,
    createdAt: row.created_at,
    score: row.score,
    answers: row.answers,
  }));
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Deletes one response and, in the same transaction, cancels its webhook message if it is still
 * to be sent: the message keeps its delivery log (times and statuses, never answers) but loses
 * its body and is never tried again. False when there was no response with that id. An attempt
 * already on its way to the receiver at that moment (at most LIMIT_WEBHOOK_ATTEMPT_MS) cannot be
 * called back, but is not retried.
 */
export async function deleteResponse(db: CompletionsDb, id: string, now: Date): Promise<boolean> {
  if (!uuid.test(id)) return false;
  return db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom('responses')
      .where('id', '=', id)
      .returning('completion_id')
      .executeTakeFirst();
    if (!deleted) return false;
    await cancelMessage(trx, deleted.completion_id, now);
    return true;
  });
}

/**
 * The retention rule: responses older than `days`, and finished webhook messages (with their
 * delivery log) as old, are deleted. Returns how many of each went.
 */
export async function deleteExpired(
  db: CompletionsDb,
  now: Date,
  days: number,
): Promise<{ responses: number; deliveries: number }> {
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const responses = await db.deleteFrom('responses').where('created_at', '<', cutoff).executeTakeFirst();
  const deliveries = await db
    .deleteFrom('webhook_messages')
    .where('created_at', '<', cutoff)
    .where('state', '!=', 'pending')
    .executeTakeFirst();
  return { responses: Number(responses.numDeletedRows), deliveries: Number(deliveries.numDeletedRows) };
}
