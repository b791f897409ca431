import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { DatabaseSettings } from '../../server/db/openDatabase.ts';
import { startPostgres, type RunningPostgres } from './postgresServer.ts';

/** One of the two databases the server runs on, as `describe.each` takes it. */
export interface DatabaseCase {
  name: string;
  /** The settings a server would read from its environment for it. */
  settings: () => DatabaseSettings;
  /** What the database itself has logged so far (PGlite, inside the process, logs nothing). */
  log: () => string;
}

/**
 * The embedded PGlite (in a temporary folder) and Debian's PostgreSQL (started for the file),
 * both gone after it. Call at the top level of a test file.
 */
export function bothDatabasesForFile(folderPrefix: string): [DatabaseCase, DatabaseCase] {
  const folder = mkdtempSync(join(tmpdir(), folderPrefix));
  let postgres: RunningPostgres | undefined;
  beforeAll(async () => {
    postgres = await startPostgres();
  }, 120_000);
  afterAll(async () => {
    await postgres?.stop();
    rmSync(folder, { recursive: true, force: true });
  });
  const running = () => {
    if (!postgres) throw new Error('PostgreSQL is not running');
    return postgres;
  };
  return [
    { name: 'the embedded PGlite', settings: () => ({ dataDir: join(folder, 'data') }), log: () => '' },
    {
      name: 'Debian’s PostgreSQL',
      settings: () => ({ url: running().url, dataDir: folder }),
      log: () => running().log(),
    },
  ];
}
