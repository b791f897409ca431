import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { migrateToLatest } from '../../server/db/migrate.ts';

const projectRoot = resolve(import.meta.dirname, '../..');
const migrationsDir = join(projectRoot, 'server/db/migrations');

/**
 * What the template depends on: PGlite's version (its data directory format) and the migrations'
 * source. A change to either makes a new template; an old one is simply never read again.
 */
function templateKey(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(join(projectRoot, 'node_modules/@electric-sql/pglite/package.json')));
  for (const file of readdirSync(migrationsDir).sort())
    hash.update(file).update(readFileSync(join(migrationsDir, file)));
  hash.update(readFileSync(join(projectRoot, 'server/db/migrate.ts')));
  return hash.digest('hex').slice(0, 16);
}

const cache = join(projectRoot, 'node_modules/.cache/advisory-pglite');

/** Writes `make`'s result to `target` once, through a temporary name, so a parallel worker never reads half of it. */
async function once(target: string, make: (temporary: string) => Promise<void>): Promise<string> {
  if (existsSync(target)) return target;
  mkdirSync(cache, { recursive: true });
  const temporary = join(mkdtempSync(join(cache, 'making-')), 'made');
  try {
    await make(temporary);
    renameSync(temporary, target);
  } catch (error) {
    // Another worker got there first: what it made is the same.
    if (!existsSync(target)) throw error;
  } finally {
    rmSync(dirname(temporary), { recursive: true, force: true });
  }
  return target;
}

/**
 * An embedded database (PGlite) created and migrated as the server does on its first start, as a
 * tarball of its data directory, made once and kept under node_modules/.cache. Creating a
 * PostgreSQL cluster (initdb) takes seconds of CPU, the larger part of opening a new database;
 * each test database starts from this one instead. Tests of creation itself (databaseHandle,
 * migrations) still start from nothing.
 */
async function templateTarball(): Promise<Blob> {
  const file = await once(join(cache, `${templateKey()}.tar`), async (temporary) => {
    const pglite = await PGlite.create();
    const db = new Kysely({ dialect: new PGliteDialect(pglite) });
    await migrateToLatest(db);
    writeFileSync(temporary, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
    await db.destroy();
  });
  return new Blob([new Uint8Array(readFileSync(file))]);
}

/** A migrated PGlite in memory for a test file, restored from the template. */
export async function migratedPGlite(): Promise<PGlite> {
  return PGlite.create({ loadDataDir: await templateTarball() });
}

/** Puts the migrated template into `dataDir` (a server's DATA_DIR) unless a database is already there. */
export async function seedDataDir(dataDir: string): Promise<void> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return;
  const folder = await once(join(cache, templateKey()), async (temporary) => {
    const pglite = await PGlite.create(temporary, { loadDataDir: await templateTarball() });
    await pglite.close();
  });
  cpSync(folder, dataDir, { recursive: true });
}
