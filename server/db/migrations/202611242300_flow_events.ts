import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely';

// A migration sees the database as it was when written, never the current schema's types.
export default {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('flow_events')
      .addColumn('tab_id', 'uuid', (column) => column.notNull())
      .addColumn('seq', 'integer', (column) => column.notNull())
      .addColumn('occurred_at', 'timestamptz', (column) => column.notNull())
      .addColumn('received_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addColumn('flow_id', 'text', (column) => column.notNull())
      .addColumn('screen_id', 'text', (column) => column.notNull())
      .addColumn('step_id', 'text', (column) => column.notNull())
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('duration_ms', 'integer')
      .addColumn('outcome', 'text')
      .addColumn('error_kind', 'text')
      .addPrimaryKeyConstraint('flow_events_pkey', ['tab_id', 'seq'])
      .addCheckConstraint('flow_events_kind', sql`kind in ('view', 'complete', 'finish', 'abandon', 'analysis')`)
      .execute();
    // The funnel reads one flow over a date range.
    await db.schema
      .createIndex('flow_events_flow_time')
      .on('flow_events')
      .columns(['flow_id', 'occurred_at'])
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('flow_events').execute();
  },
} satisfies Migration;
