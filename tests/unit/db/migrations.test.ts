import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToEmpty, migrateToLatest } from '../../../server/db/migrate.ts';
import { migrations } from '../../../server/db/migrations/index.ts';
import { postgresPool, startPostgres, type RunningPostgres } from '../../support/postgresServer.ts';

const names = Object.keys(migrations);

async function tables(db: Kysely<unknown>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_name not like 'kysely_%' order by table_name`.execute(db);
  return rows.map((row) => row.name);
}

/** The same checks on each kind of database the server can use. */
function migrationSuite(open: () => Promise<{ db: Kysely<unknown>; close: () => Promise<void> }>) {
  let db: Kysely<unknown>;
  let close: () => Promise<void>;
  // PGlite compiles its WebAssembly on open: seconds on a busy 2-core machine.
  beforeAll(async () => ({ db, close } = await open()), 60_000);
  afterAll(() => close());

  it('applies every migration, in name order, to an empty database', async () => {
    expect(await tables(db)).toEqual([]);
    expect(await migrateToLatest(db)).toEqual(names);
    expect(await tables(db)).toEqual([
      'flow_events',
      'owner_sessions',
      'responses',
      'saved_answers',
      'webhook_attempts',
      'webhook_messages',
    ]);
  });

  it('does nothing when run again', async () => {
    expect(await migrateToLatest(db)).toEqual([]);
  });

  it('undoes every migration, newest first, and applies them again', async () => {
    expect(await migrateToEmpty(db)).toEqual([...names].reverse());
    expect(await tables(db)).toEqual([]);
    expect(await migrateToLatest(db)).toEqual(names);
  });

  it('names the migration that fails', async () => {
    const broken = {
      ...migrations,
      '209901010000_broken': {
        up: (inner: Kysely<unknown>) => sql`select * from no_such_table`.execute(inner).then(() => undefined),
      },
    };
    await expect(migrateToLatest(db, broken)).rejects.toThrow(/migration 209901010000_broken failed: .*no_such_table/);
    expect(await migrateToLatest(db)).toEqual([]);
  });
}

describe('migrations on the embedded database (PGlite)', () => {
  migrationSuite(async () => {
    const db = new Kysely<unknown>({ dialect: new PGliteDialect(await PGlite.create()) });
    return { db, close: () => db.destroy() };
  });
});

describe("migrations on PostgreSQL (Debian's server, started for the test)", () => {
  let server: RunningPostgres;
  beforeAll(async () => {
    server = await startPostgres();
  }, 60_000);
  afterAll(() => server.stop());
  migrationSuite(() => {
    const db = new Kysely<unknown>({
      dialect: new PostgresDialect({ pool: postgresPool(server.url) }),
    });
    return Promise.resolve({ db, close: () => db.destroy() });
  });
});
