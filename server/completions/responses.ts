import type { CompletionsDb } from '../webhooks/webhookQueue.ts';

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

/** Deletes one response; false when there was none with that id. */
export async function deleteResponse(db: CompletionsDb, id: string): Promise<boolean> {
  if (!uuid.test(id)) return false;
  const result = await db.deleteFrom('responses').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
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
