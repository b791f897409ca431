import { type Kysely, sql } from 'kysely';
import type { Dependency } from '../health/readiness.ts';
import { migrateToLatest } from './migrate.ts';
import { type DatabaseSettings, openDatabase, type OpenedDatabase } from './openDatabase.ts';
import type { Database } from './schema.ts';

export type Readiness = { ok: true } | { ok: false; reason: string };

/** The server's database as the routes see it: there once it is reachable and migrated. */
export interface DatabaseHandle {
  /** The database, or undefined while it has not yet been reached (the caller drops or refuses). */
  current: () => Kysely<Database> | undefined;
  /** Whether it answers now (a query within the time limit), for /readyz. */
  check: () => Promise<Readiness>;
  /** Settles when the first attempt to reach and migrate the database has ended, either way. */
  firstAttempt: Promise<void>;
  /** Resolves once the database has been reached and migrated (at the first attempt or a later one); never rejects. */
  ready: Promise<void>;
  close: () => Promise<void>;
}

export interface ConnectOptions {
  settings: DatabaseSettings;
  /** Says that the database is ready, and what was migrated. */
  info: (line: string) => void;
  /** One line per problem (the server writes it to stderr). */
  problem: (line: string) => void;
  /** How long to wait before trying an unreachable database again. */
  retryMs?: number;
  /** A check's limit. */
  checkMs?: number;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)) || 'unknown error';

/** `promise`, or a rejection once `ms` pass without its answer. */
export function withinTime<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Opens the database and brings it up to date in the background: pages and analyses need no
 * database, so the server listens at once (a fresh embedded database takes seconds to create).
 * One that cannot be reached is tried again every `retryMs`, with a line saying why. A database
 * lost later is seen by each query on its own: node-postgres reconnects on the next one.
 */
export function connectDatabase({
  settings,
  info,
  problem,
  retryMs = 15_000,
  checkMs = 3_000,
}: ConnectOptions): DatabaseHandle {
  let opened: OpenedDatabase | undefined;
  let lastFailure: string | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;
  let becameReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (becameReady = resolve));

  const attempt = async () => {
    let candidate: OpenedDatabase | undefined;
    try {
      candidate = await openDatabase({
        ...settings,
        onIdleError: (error) => problem(`database: an idle connection failed: ${reasonOf(error)}`),
      });
      const applied = await migrateToLatest(candidate.db);
      if (closed) {
        await candidate.close();
        return;
      }
      opened = candidate;
      if (applied.length > 0) info(`Database: applied migrations ${applied.join(', ')}`);
      info(`Database: ready, ${candidate.description}`);
      lastFailure = undefined;
      becameReady();
    } catch (error) {
      await candidate?.close().catch(() => undefined);
      const reason = reasonOf(error);
      if (reason !== lastFailure)
        problem(
          `database: unavailable (${reason}); events are dropped until it is back, retrying every ${retryMs / 1000} s`,
        );
      lastFailure = reason;
      if (!closed) retry = setTimeout(() => void attempt(), retryMs).unref();
    }
  };
  const firstAttempt = attempt();

  return {
    firstAttempt,
    ready,
    current: () => opened?.db,
    check: async () => {
      const db = opened?.db;
      if (!db) return { ok: false, reason: lastFailure ?? 'not connected yet' };
      try {
        await withinTime(sql`select 1`.execute(db), checkMs);
        return { ok: true };
      } catch (error) {
        return { ok: false, reason: reasonOf(error) };
      }
    },
    close: async () => {
      closed = true;
      clearTimeout(retry);
      await opened?.close();
      opened = undefined;
    },
  };
}

/**
 * The database as /readyz reports it: not critical, because pages and analyses serve without it
 * (events and collected answers wait), so a missing or still-initialising database reads "degraded".
 */
export function databaseDependency(handle: Pick<DatabaseHandle, 'check'>): Dependency {
  return {
    name: 'database',
    critical: false,
    check: async () => {
      const readiness = await handle.check();
      if (!readiness.ok) throw new Error(readiness.reason);
    },
  };
}
