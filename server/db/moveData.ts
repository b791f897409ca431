import type { Kysely } from 'kysely';
import { migrateToLatest } from './migrate.ts';
import type { Database } from './schema.ts';

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters for the widest table. */
const batchRows = 1000;

/** Copies every row of one table, in pages of `batchRows`, ordered by a unique key so no page repeats a row. */
async function copyTable(
  from: Kysely<Database>,
  to: Kysely<Database>,
  table: keyof Database,
  order: readonly string[],
  shape: (row: Record<string, unknown>) => Record<string, unknown> = (row) => row,
): Promise<number> {
  let copied = 0;
  for (;;) {
    // A table named by a variable has no one row type: each row goes back as it was read.
    let query = from.selectFrom(table).selectAll();
    for (const column of order) query = query.orderBy(column as never);
    const rows = (await query.limit(batchRows).offset(copied).execute()) as Record<string, unknown>[];
    if (rows.length === 0) return copied;
    await to.insertInto(table).values(rows.map(shape)).execute();
    copied += rows.length;
  }
}

/**
 * Moves what the embedded database holds into a PostgreSQL server: migrates the target to the
 * same version, refuses one that already holds rows (nothing is merged or overwritten), then
 * copies every table in one transaction, so a failure leaves the target as it was. The source is
 * only read. Returns the rows copied per table.
 */
export async function moveData(from: Kysely<Database>, to: Kysely<Database>): Promise<Record<string, number>> {
  await migrateToLatest(from);
  await migrateToLatest(to);
  const tables = [
    'flow_events',
    'owner_sessions',
    'responses',
    'webhook_messages',
    'webhook_attempts',
    'saved_answers',
  ] as const;
  for (const table of tables) {
    const row = await to
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('rows'))
      .executeTakeFirst();
    if (Number(row?.rows ?? 0) > 0)
      throw new Error(`the target database already holds rows in ${table}; move into an empty database`);
  }
  return to.transaction().execute(async (target) => ({
    flow_events: await copyTable(from, target, 'flow_events', ['tab_id', 'seq']),
    owner_sessions: await copyTable(from, target, 'owner_sessions', ['token_hash']),
    // answers is JSON: written back as the text PostgreSQL reads it from.
    responses: await copyTable(from, target, 'responses', ['id'], (row) => ({
      ...row,
      answers: JSON.stringify(row.answers),
    })),
    webhook_messages: await copyTable(from, target, 'webhook_messages', ['id']),
    // The log's own ids are the target's: nothing refers to them.
    webhook_attempts: await copyTable(from, target, 'webhook_attempts', ['id'], ({ id: _id, ...row }) => row),
    saved_answers: await copyTable(from, target, 'saved_answers', ['id']),
  }));
}
