import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../../server/db/databaseHandle.ts';
import { databaseSettings } from '../../../server/db/openDatabase.ts';

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

function lines() {
  const said: string[] = [];
  return { said, info: (line: string) => said.push(line), problem: (line: string) => said.push(line) };
}

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
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
      expect.stringMatching(/^Database: applied migrations 2\d+_flow_events, 2\d+_owner_sessions, 2\d+_completions$/),
      `Database: ready, embedded PGlite in ${dataDir}`,
    ]);
    expect(await database.check()).toEqual({ ok: true });
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
    const port = await closedPort();
    const said = lines();
    const database = connectDatabase({
      settings: { url: `postgres://advisory:secret@127.0.0.1:${port}/advisory`, dataDir: '' },
      ...said,
      retryMs: 20,
    });
    await database.firstAttempt;
    expect(database.current()).toBeUndefined();
    expect(await database.check()).toEqual({ ok: false, reason: `connect ECONNREFUSED 127.0.0.1:${port}` });
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Tried again several times, said once; the password never appears.
    expect(said.said).toEqual([
      `database: unavailable (connect ECONNREFUSED 127.0.0.1:${port}); events are dropped until it is back, retrying every 0.02 s`,
    ]);
    await database.close();
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
