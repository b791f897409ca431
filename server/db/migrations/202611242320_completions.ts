import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely';

// Collected responses and the webhook queue (server/completions/, server/webhooks/). Plain
// PostgreSQL that PGlite runs as well: the queue is claimed with SELECT … FOR UPDATE SKIP LOCKED.
export default {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('responses')
      .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('completion_id', 'text', (column) => column.notNull().unique())
      .addColumn('flow_id', 'text', (column) => column.notNull())
      .addColumn('answers', 'jsonb', (column) => column.notNull())
      .addColumn('score', 'integer')
      .addColumn('created_at', 'timestamptz', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('responses_flow_created').on('responses').columns(['flow_id', 'created_at']).execute();
    await db.schema
      .createTable('webhook_messages')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('completion_id', 'text', (column) => column.notNull().unique())
      .addColumn('event_type', 'text', (column) => column.notNull())
      .addColumn('flow_id', 'text', (column) => column.notNull())
      .addColumn('body', 'text')
      .addColumn('created_at', 'timestamptz', (column) => column.notNull())
      .addColumn('next_attempt_at', 'timestamptz', (column) => column.notNull())
      .addColumn('locked_until', 'timestamptz')
      .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('state', 'text', (column) => column.notNull())
      .addColumn('last_status', 'integer')
      .addColumn('last_error', 'text')
      .addColumn('finished_at', 'timestamptz')
      .execute();
    await db.schema
      .createIndex('webhook_messages_due')
      .on('webhook_messages')
      .columns(['state', 'next_attempt_at'])
      .execute();
    await db.schema
      .createTable('webhook_attempts')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('message_id', 'text', (column) =>
        column.notNull().references('webhook_messages.id').onDelete('cascade'),
      )
      .addColumn('attempted_at', 'timestamptz', (column) => column.notNull())
      .addColumn('status', 'integer')
      .addColumn('error', 'text')
      .addColumn('ms', 'integer', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('webhook_attempts_message').on('webhook_attempts').column('message_id').execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('webhook_attempts').execute();
    await db.schema.dropTable('webhook_messages').execute();
    await db.schema.dropTable('responses').execute();
  },
} satisfies Migration;
