import type { Kysely } from 'kysely';
import type { Migration } from 'kysely';

// Save and continue later (server/saves/): sealed answers only. The id and the token's hash are
// derived in the browser from the link's secret; the key that opens the ciphertext never comes here.
export default {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('saved_answers')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('token_hash', 'text', (column) => column.notNull())
      .addColumn('sealed', 'bytea', (column) => column.notNull())
      .addColumn('created_at', 'timestamptz', (column) => column.notNull())
      .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
      .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('saved_answers_expires').on('saved_answers').column('expires_at').execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('saved_answers').execute();
  },
} satisfies Migration;
