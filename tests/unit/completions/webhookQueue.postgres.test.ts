import { Kysely, PostgresDialect } from 'kysely';
import { migrateToLatest } from '../../../server/db/migrate.ts';
import type { Database } from '../../../server/db/schema.ts';
import { postgresPool, startPostgres, type RunningPostgres } from '../../support/postgresServer.ts';
import { webhookQueueSuite } from './support/webhookQueueSuite.ts';

/** A connection pool of its own, as each server instance holds one. */
const pool = (url: string) => new Kysely<Database>({ dialect: new PostgresDialect({ pool: postgresPool(url) }) });

// Debian's PostgreSQL on loopback (initdb in a temporary folder), started for this file and
// stopped once the suite's connections are closed.
let server: RunningPostgres | undefined;

webhookQueueSuite('PostgreSQL', {
  open: async () => {
    server = await startPostgres();
    const db = pool(server.url);
    await migrateToLatest(db);
    return db;
  },
  another: () => {
    if (!server) throw new Error('PostgreSQL is not running');
    return pool(server.url);
  },
  closed: async () => {
    await server?.stop();
  },
});
