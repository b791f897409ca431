import type { Migration } from 'kysely';
import flowEvents from './202611242300_flow_events.ts';
import ownerSessions from './202611242301_owner_sessions.ts';
import completions from './202611242320_completions.ts';
import flowEventsByTime from './202611272300_flow_events_by_time.ts';
import savedAnswers from './202611281200_saved_answers.ts';

/**
 * Every migration, by name. Names start with the time they were written (YYYYMMDDHHMM), so
 * migrations written apart never collide and run in the order they were written. To add one:
 * a file `<time>_<what>.ts` here whose default export is `{ up, down }`, and its line below; never edit one
 * that has shipped.
 */
export const migrations: Readonly<Record<string, Migration>> = {
  '202611242300_flow_events': flowEvents,
  '202611242301_owner_sessions': ownerSessions,
  '202611242320_completions': completions,
  '202611272300_flow_events_by_time': flowEventsByTime,
  '202611281200_saved_answers': savedAnswers,
};
