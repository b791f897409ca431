import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase, databaseDependency } from '../../../server/db/databaseHandle.ts';
import { databaseSettings } from '../../../server/db/openDatabase.ts';
import { freePort } from '../../support/freePort.ts';

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A TCP server on `port` that closes every connection at once, counting them. */
async function hangUpServer(port: number) {
  const attempts = { count: 0, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  const server = createServer((socket) => {
    attempts.count += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return attempts;
}

function lines() {
  const said: string[] = [];
  return { said, info: (line: string) => said.push(line), problem: (line: string) => said.push(line) };
}

describe('the server database', () => {
  it('reads DATABASE_URL and DATA_DIR, defaulting to ./data', () => {
    expect(databaseSettings({})).toEqual({ dataDir: './data' });
    expect(databaseSettings({ DATA_DIR: ' /srv/advisory ', DATABASE_URL: ' ' })).toEqual({ dataDir: '/srv/advisory' });
    expect(databaseSettings({ DATABASE_URL: 'postgres://u@h/db' })).toEqual({
      url: 'postgres://u@h/db',
      dataDir: './data',
    });
  });

  it('creates the embedded database in its folder, migrates it, and finds the data there after a restart', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'advisory-db-'));
    folders.push(parent);
    const dataDir = join(parent, 'nested', 'data');
    const first = lines();
    const database = connectDatabase({ settings: { dataDir }, ...first });
    await database.firstAttempt;
    expect(first.said).toEqual([
      expect.stringMatching(
        /^Database: applied migrations 2\d+_flow_events, 2\d+_owner_sessions, 2\d+_completions, 2\d+_flow_events_by_time, 2\d+_saved_answers$/,
      ),
      `Database: ready, embedded PGlite in ${dataDir}`,
    ]);
    expect(await database.check()).toEqual({ ok: true });
    await expect(databaseDependency(database).check()).resolves.toBeUndefined();
    const db = database.current();
    if (!db) throw new Error('not ready');
    await db
      .insertInto('owner_sessions')
      .values({ token_hash: 'kept', expires_at: new Date(Date.now() + 60_000) })
      .execute();
    await database.close();

    const second = lines();
    const reopened = connectDatabase({ settings: { dataDir }, ...second });
    await reopened.firstAttempt;
    expect(second.said).toEqual([`Database: ready, embedded PGlite in ${dataDir}`]);
    const rows = await reopened.current()?.selectFrom('owner_sessions').select('token_hash').execute();
    expect(rows).toEqual([{ token_hash: 'kept' }]);
    await reopened.close();
  }, 120_000);

  it('starts without an unreachable PostgreSQL, says why once, reports not ready and keeps trying', async () => {
    const port = await freePort();
    const said = lines();
    const database = connectDatabase({
      settings: { url: `postgres://advisory:secret@127.0.0.1:${port}/advisory`, dataDir: '' },
      ...said,
      retryMs: 20,
    });
    await database.firstAttempt;
    expect(database.current()).toBeUndefined();
    expect(await database.check()).toEqual({ ok: false, reason: `connect ECONNREFUSED 127.0.0.1:${port}` });
    // /readyz lists it as a dependency that is down but not critical, with the same reason.
    const dependency = databaseDependency(database);
    expect(dependency).toMatchObject({ name: 'database', critical: false });
    await expect(dependency.check()).rejects.toThrow(`connect ECONNREFUSED 127.0.0.1:${port}`);
    // Something now listens there and hangs up on every connection, so each retry can be counted;
    // the reason changes once (a second line), then stays the same however often it is tried.
    const attempts = await hangUpServer(port);
    try {
      await expect.poll(() => attempts.count, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
      expect(said.said).toEqual([
        `database: unavailable (connect ECONNREFUSED 127.0.0.1:${port}); events are dropped until it is back, retrying every 0.02 s`,
        expect.stringMatching(
          /^database: unavailable \(.+\); events are dropped until it is back, retrying every 0\.02 s$/,
        ),
      ]);
      // The password never appears.
      expect(said.said.join('\n')).not.toContain('secret');
    } finally {
      await database.close();
      await attempts.close();
    }
  });

  it('refuses a DATABASE_URL that is not a URL, without echoing it', async () => {
    const said = lines();
    const database = connectDatabase({ settings: { url: 'secret-not-a-url', dataDir: '' }, ...said, retryMs: 60_000 });
    await database.firstAttempt;
    expect(said.said.join('\n')).toContain('DATABASE_URL is not a URL');
    expect(said.said.join('\n')).not.toContain('secret');
    await database.close();
  });
});
