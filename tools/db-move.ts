/**
 * `npm run db:move`: moves the embedded database (DATA_DIR, default ./data) into the PostgreSQL
 * server at DATABASE_URL, for an app that grows from one instance to several. Stop the server
 * first (one process at a time may open the embedded folder); the folder is only read.
 */
import { moveData } from '../server/db/moveData.ts';
import { databaseSettings, openDatabase } from '../server/db/openDatabase.ts';

const settings = databaseSettings(process.env);
if (!settings.url) {
  console.error(
    'Set DATABASE_URL to the PostgreSQL server to move into (postgres://user:password@host:port/database).',
  );
  process.exit(1);
}
const source = await openDatabase({ dataDir: settings.dataDir });
const target = await openDatabase(settings).catch(async (error: unknown) => {
  await source.close();
  console.error(`Cannot reach DATABASE_URL: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
try {
  const copied = await moveData(source.db, target.db);
  for (const [table, rows] of Object.entries(copied)) console.log(`${table}: ${rows} rows`);
  console.log(`Moved ${source.description} into ${target.description}. Start the server with DATABASE_URL set.`);
} catch (error) {
  console.error(`Nothing was moved: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await source.close();
  await target.close();
}
