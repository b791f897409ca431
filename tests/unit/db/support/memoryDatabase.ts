import { Kysely, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import type { DatabaseHandle } from '../../../../server/db/databaseHandle.ts';
import type { Database } from '../../../../server/db/schema.ts';
import { migratedPGlite } from '../../../support/pgliteTemplate.ts';

/** Slow to create on a busy 2-core machine (PGlite compiles its WebAssembly): one per test file. */
export const databaseTimeoutMs = 120_000;

/** A migrated PGlite (a copy of the migrated template), as the server's handle; `empty` deletes every row between tests. */
export async function memoryDatabase(): Promise<DatabaseHandle & { db: Kysely<Database>; empty: () => Promise<void> }> {
  const db = new Kysely<Database>({ dialect: new PGliteDialect(await migratedPGlite()) });
  return {
    db,
    current: () => db,
    check: () => Promise.resolve({ ok: true }),
    firstAttempt: Promise.resolve(),
    ready: Promise.resolve(),
    close: () => db.destroy(),
    empty: async () => {
      await sql`truncate flow_events, owner_sessions`.execute(db);
    },
  };
}
