import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { migrateToLatest } from '../../../../server/db/migrate.ts';
import type { Database } from '../../../../server/db/schema.ts';

/** A fresh in-memory PGlite, migrated as the server migrates its own. */
export async function completionsDb(): Promise<Kysely<Database>> {
  const db = new Kysely<Database>({ dialect: new PGliteDialect(new PGlite()) });
  await migrateToLatest(db);
  return db;
}

/** A PostgreSQL that is not there: every query fails as a lost database's would. */
export function unreachableDb(): Kysely<Database> {
  const pool = new pg.Pool({ host: '127.0.0.1', port: 9, connectionTimeoutMillis: 500 });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
