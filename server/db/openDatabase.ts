import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import type { Database } from './schema.ts';

export interface OpenedDatabase {
  db: Kysely<Database>;
  /** Where the data lives, for the start-up line: the folder, or PostgreSQL's host and database (never a password). */
  description: string;
  close: () => Promise<void>;
}

export interface DatabaseSettings {
  /** postgres://… : a PostgreSQL server (several instances share it); else the embedded database. */
  url?: string;
  /** The embedded database's folder, created when missing. */
  dataDir: string;
  /** Said when an idle PostgreSQL connection breaks (a query on it would fail on its own). */
  onIdleError?: (error: Error) => void;
}

const defaultDataDir = './data';

/** Each query's limit, and the wait for a connection, on PostgreSQL. */
const queryTimeoutMs = 10_000;
const connectTimeoutMs = 5_000;

/** DATABASE_URL and DATA_DIR from the server's environment. */
export function databaseSettings(env: Readonly<Record<string, string | undefined>>): DatabaseSettings {
  const url = env.DATABASE_URL?.trim();
  return { ...(url ? { url } : {}), dataDir: env.DATA_DIR?.trim() || defaultDataDir };
}

function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `PostgreSQL at ${parsed.host}${parsed.pathname}`;
  } catch {
    throw new Error('DATABASE_URL is not a URL (expected postgres://user:password@host:port/database)');
  }
}

/**
 * Opens the server's database: PostgreSQL through node-postgres when a URL is given, else PGlite
 * (PostgreSQL compiled to WebAssembly, in this process) in `dataDir`. Both speak the same SQL, so
 * the same Kysely queries and migrations serve both. Throws when the database cannot be reached.
 */
export async function openDatabase(settings: DatabaseSettings): Promise<OpenedDatabase> {
  if (settings.url) {
    const description = describeUrl(settings.url);
    const pool = new pg.Pool({
      connectionString: settings.url,
      max: 10,
      connectionTimeoutMillis: connectTimeoutMs,
      query_timeout: queryTimeoutMs,
    });
    // Without a listener a connection that breaks while idle would end the process.
    pool.on('error', (error) => settings.onIdleError?.(error));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    try {
      await pool.query('select 1');
    } catch (error) {
      await db.destroy();
      throw error;
    }
    return { db, description, close: () => db.destroy() };
  }
  const dataDir = resolve(settings.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir);
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return { db, description: `embedded PGlite in ${dataDir}`, close: () => db.destroy() };
}
