import { randomUUID } from 'node:crypto';
import { deleteSealedAnswers } from '../saves/savedAnswers.ts';
import type { CompletionsDb } from '../webhooks/webhookQueue.ts';
import type { CheckedCompletion } from './checkCompletion.ts';

/** The `flow.completed` event as receivers get it: the Standard Webhooks envelope (type, timestamp, data). */
export interface FlowCompletedEvent {
  type: 'flow.completed';
  timestamp: string;
  data: {
    flowId: string;
    completedAt: string;
    score?: number;
    answers?: Record<string, unknown>;
  };
}

function flowCompletedEvent(completion: CheckedCompletion, at: Date): FlowCompletedEvent {
  const time = at.toISOString();
  return {
    type: 'flow.completed',
    timestamp: time,
    data: {
      flowId: completion.flow.id,
      completedAt: time,
      ...(completion.score === null ? {} : { score: completion.score }),
      ...(completion.answers === null ? {} : { answers: completion.answers }),
    },
  };
}

/** A webhook-id: `msg_` and 32 random hex digits, made once per message and kept for every retry. */
function newMessageId(): string {
  return `msg_${randomUUID().replaceAll('-', '')}`;
}

/**
 * Stores one completion in a single transaction: the consented answers (when there are any) and,
 * when webhooks are on, the `flow.completed` message to send; deletes the person's saved link's answers. A completion reported twice (the
 * same completionId) stores nothing the second time. Says what this call stored and queued.
 */
export async function recordCompletion(
  db: CompletionsDb,
  completion: CheckedCompletion,
  at: Date,
  webhooks: boolean,
): Promise<{ stored: boolean; queued: boolean }> {
  return db.transaction().execute(async (trx) => {
    // Finishing ends the saved link: its sealed answers go with the same transaction.
    if (completion.forgetSave) await deleteSealedAnswers(trx, completion.forgetSave);
    let stored = false;
    if (completion.answers !== null) {
      const inserted = await trx
        .insertInto('responses')
        .values({
          completion_id: completion.completionId,
          flow_id: completion.flow.id,
          answers: JSON.stringify(completion.answers),
          score: completion.score,
          created_at: at,
        })
        .onConflict((conflict) => conflict.column('completion_id').doNothing())
        .returning('id')
        .executeTakeFirst();
      stored = inserted !== undefined;
    }
    if (!webhooks) return { stored, queued: false };
    const queued = await trx
      .insertInto('webhook_messages')
      .values({
        id: newMessageId(),
        completion_id: completion.completionId,
        event_type: 'flow.completed',
        flow_id: completion.flow.id,
        body: JSON.stringify(flowCompletedEvent(completion, at)),
        created_at: at,
        next_attempt_at: at,
        locked_until: null,
        state: 'pending',
        last_status: null,
        last_error: null,
        finished_at: null,
      })
      .onConflict((conflict) => conflict.column('completion_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    return { stored, queued: queued !== undefined };
  });
}
