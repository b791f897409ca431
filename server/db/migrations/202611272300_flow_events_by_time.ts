import type { Kysely } from 'kysely';
import type { Migration } from 'kysely';

// The retention job deletes events by their time across every flow: an index on the time alone
// keeps that hourly delete from reading the whole table.
export default {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.createIndex('flow_events_time').on('flow_events').column('occurred_at').execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('flow_events_time').execute();
  },
} satisfies Migration;
