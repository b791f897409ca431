import { execFileSync, spawn } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { postgresBinDir } from '../../tools/postgresBinDir.ts';
import { freePort } from './freePort.ts';

export interface RunningPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  /** Everything the server has written to its own log (stdout and stderr) so far. */
  log: () => string;
  stop: () => Promise<void>;
}

/** PostgreSQL refuses to run as root: as root, its programs run as Debian's `postgres` user. */
function serverUser(): { uid: number; gid: number } | undefined {
  if (userInfo().uid !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  return { uid: id('-u'), gid: id('-g') };
}

/**
 * A throwaway PostgreSQL server: initdb in a temporary folder, listening on loopback only (and a
 * socket in that folder), trusting local connections; stop() ends it and deletes the folder.
 */
export async function startPostgres(): Promise<RunningPostgres> {
  const bin = postgresBinDir();
  if (!bin)
    throw new Error(
      "PostgreSQL's initdb and postgres were not found: install Debian's postgresql (apt-get install postgresql) or set POSTGRES_BIN_DIR",
    );
  const dir = mkdtempSync(join(tmpdir(), 'advisory-postgres-'));
  const user = serverUser();
  if (user) chownSync(dir, user.uid, user.gid);
  const dataDir = join(dir, 'data');
  const initArgs = ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-sync'];
  execFileSync(join(bin, 'initdb'), initArgs, { stdio: 'pipe', ...user });
  const port = await freePort();
  const args = ['-D', dataDir, '-p', String(port), '-h', '127.0.0.1', '-k', dir, '-c', 'fsync=off'];
  const child = spawn(join(bin, 'postgres'), args, { stdio: ['ignore', 'pipe', 'pipe'], ...user });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('database system is ready to accept connections')) resolve();
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    void exited.then(() => reject(new Error(`postgres exited:\n${output}`)));
  });
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    log: () => output,
    async stop() {
      // SIGINT: PostgreSQL's fast shutdown (SIGTERM would wait for clients to disconnect).
      child.kill('SIGINT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** PostgreSQL's code for "terminating connection due to administrator command". */
const shutDownByAdministrator = '57P01';

/**
 * A connection pool to a test server. A pool ended just before stop() can still hold a connection
 * that is closing; the server's fast shutdown then reaches it as an error on the idle pool, which
 * Node would throw as uncaught. That one error is expected; any other still fails the test.
 */
export function postgresPool(url: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: url });
  pool.on('error', (error: Error & { code?: string }) => {
    if (error.code !== shutDownByAdministrator) throw error;
  });
  return pool;
}
