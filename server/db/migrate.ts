import { type Kysely, type Migration, type MigrationResultSet, Migrator, NO_MIGRATIONS } from 'kysely';
import { migrations as allMigrations } from './migrations/index.ts';

export type Migrations = Readonly<Record<string, Migration>>;

function migrator<DB>(db: Kysely<DB>, migrations: Migrations): Migrator {
  // Kysely's Postgres adapter holds an advisory lock while it migrates, so two instances starting
  // together on one PostgreSQL run each migration once.
  return new Migrator({ db, provider: { getMigrations: () => Promise.resolve({ ...migrations }) } });
}

/** The names a run applied or undid; throws with the failing migration's name. */
function applied({ error, results = [] }: MigrationResultSet): string[] {
  if (error !== undefined) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName;
    const reason = error instanceof Error ? error.message : JSON.stringify(error);
    throw new Error(`database migration${failed ? ` ${failed}` : ''} failed: ${reason}`, { cause: error });
  }
  return results.map((result) => result.migrationName);
}

/** Runs every migration not yet applied, in name order; returns their names (none when up to date). */
export async function migrateToLatest<DB>(db: Kysely<DB>, migrations: Migrations = allMigrations): Promise<string[]> {
  return applied(await migrator(db, migrations).migrateToLatest());
}

/** Undoes every migration (their `down`, newest first): for tests and for leaving a database clean. */
export async function migrateToEmpty<DB>(db: Kysely<DB>, migrations: Migrations = allMigrations): Promise<string[]> {
  return applied(await migrator(db, migrations).migrateTo(NO_MIGRATIONS));
}
