import type { Insertable } from 'kysely';
import type { Database } from '../../../../server/db/schema.ts';

const day = 86_400_000;

/** A collected response of the fixture flow that came `ageDays` before `now`. */
export function agedResponse(ageDays: number, now: number): Insertable<Database['responses']> {
  return {
    completion_id: crypto.randomUUID(),
    flow_id: 'feedback',
    answers: JSON.stringify({ age: ageDays }),
    score: null,
    created_at: new Date(now - ageDays * day),
  };
}

/** An anonymous view event of the fixture flow that happened `ageDays` before `now`. */
export function agedEvent(ageDays: number, now: number): Insertable<Database['flow_events']> {
  return {
    tab_id: crypto.randomUUID(),
    seq: 0,
    occurred_at: new Date(now - ageDays * day),
    flow_id: 'feedback',
    screen_id: 'feedback-form',
    step_id: 'feedback-form',
    kind: 'view',
    duration_ms: null,
    outcome: null,
    error_kind: null,
  };
}
