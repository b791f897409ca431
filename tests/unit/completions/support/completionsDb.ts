import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Database } from '../../../../server/db/schema.ts';
import { migratedPGlite } from '../../../support/pgliteTemplate.ts';

/** A fresh PGlite, migrated as the server migrates its own (a copy of the migrated template). */
export async function completionsDb(): Promise<Kysely<Database>> {
  return new Kysely<Database>({ dialect: new PGliteDialect(await migratedPGlite()) });
}

/** A PostgreSQL that is not there: every query fails as a lost database's would. */
export function unreachableDb(): Kysely<Database> {
  const pool = new pg.Pool({ host: '127.0.0.1', port: 9, connectionTimeoutMillis: 500 });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

export interface CompletionsDbHandle {
  db: Kysely<Database>;
}

/**
 * One migrated database for a test file (by default a fresh PGlite), destroyed after
 * it (then `closed` runs: a database server stopped only once no connection is left); every test
 * starts with no responses and no webhook messages (their attempts go with them). Call at the top
 * level of a test file: `db` is there from the first test on.
 */
export function completionsDbForFile(
  open: () => Promise<Kysely<Database>> = completionsDb,
  closed: () => Promise<void> = async () => undefined,
): CompletionsDbHandle {
  const handle = {} as CompletionsDbHandle;
  // PGlite starts a whole PostgreSQL: seconds on a busy machine, more when the first file of a
  // run makes the migrated template the others copy.
  beforeAll(async () => {
    handle.db = await open();
  }, 120_000);
  afterAll(async () => {
    // Unset when opening failed.
    await (handle as Partial<CompletionsDbHandle>).db?.destroy();
    await closed();
  });
  beforeEach(async () => {
    await handle.db.deleteFrom('responses').execute();
    await handle.db.deleteFrom('webhook_messages').execute();
  });
  return handle;
}
