import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely';

// A migration sees the database as it was when written, never the current schema's types.
export default {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('owner_sessions')
      .addColumn('token_hash', 'text', (column) => column.primaryKey())
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('owner_sessions').execute();
  },
} satisfies Migration;
