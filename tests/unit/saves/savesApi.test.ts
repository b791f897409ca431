import { beforeEach, describe, expect, it } from 'vitest';
import { Kysely, PostgresDialect, type DatabaseConnection, type Driver } from 'kysely';
import { PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { fillMessage } from '../../../src/engine/analysis/fillMessage.ts';
import { fromBase64Url, toBase64Url } from '../../../src/engine/saveForLater/base64url.ts';
import { deriveSaveKeys, newSecret, seal, unseal } from '../../../src/engine/saveForLater/sealedAnswers.ts';
import { defaultLimits } from '../../../server/config/limits.ts';
import { migrateToLatest } from '../../../server/db/migrate.ts';
import type { Database } from '../../../server/db/schema.ts';
import { retentionJob } from '../../../server/completions/retentionJob.ts';
import { completionBody, collectContent, feedbackAnswers } from '../completions/support/completionsApp.ts';
import { completionsDbForFile, type CompletionsDbHandle } from '../completions/support/completionsDb.ts';
import { postgresPool, startPostgres, type RunningPostgres } from '../../support/postgresServer.ts';
import { sameOrigin, savesApp } from './support/savesApp.ts';

const texts = collectContent.saveForLater;
if (!texts) throw new Error('the checked content has the save-for-later texts');
const messages = texts.serverMessages;
const data = completionsDbForFile();
// What is stored is checked on both databases the server runs on (docs/testing.md): Debian's
// PostgreSQL is started for this file, migrated as the server migrates its own.
let postgres: RunningPostgres | undefined;
const onPostgres = completionsDbForFile(
  async () => {
    postgres = await startPostgres();
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: postgresPool(postgres.url) }) });
    await migrateToLatest(db);
    return db;
  },
  async () => {
    await postgres?.stop();
  },
);
beforeEach(async () => {
  await data.db.deleteFrom('saved_answers').execute();
  await onPostgres.db.deleteFrom('saved_answers').execute();
});
const day = 24 * 60 * 60 * 1000;
const marker = 'PLAINTEXT-MARKER-Zebra-Quokka-4711';

/** A link's keys and its answers sealed as the browser seals them. */
async function sealedLink(text = JSON.stringify({ comment: marker })) {
  const secret = newSecret();
  const keys = await deriveSaveKeys(secret);
  return { secret, ...keys, sealed: toBase64Url(await seal(text, keys.key)) };
}

const rowsOf = (handle: CompletionsDbHandle) => () => handle.db.selectFrom('saved_answers').selectAll().execute();
const rows = rowsOf(data);
const errorOf = async (response: Response) => ((await response.json()) as { error: { message: string } }).error.message;

describe.each([
  { name: 'the embedded PGlite', database: data },
  { name: 'Debian’s PostgreSQL', database: onPostgres },
])('PUT, GET and DELETE /api/saves/<id> on $name: sealed answers only', ({ database }) => {
  const rows = rowsOf(database);

  it('keeps what the browser sealed, and nothing the server could read', async () => {
    const link = await sealedLink();
    const { put, get } = savesApp(database.db);
    const stored = await put(link.id, link.token, link.sealed);
    expect(stored.status).toBe(200);
    expect(stored.headers.get('cache-control')).toBe('no-store');
    const { expiresAt } = (await stored.json()) as { expiresAt: string };
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan((defaultLimits.saveRetentionDays - 1) * day);

    const [row] = await rows();
    expect(row).toBeDefined();
    // Every column as text, and the ciphertext's bytes read as text: no trace of the answers,
    // and neither the token nor the secret (only the token's SHA-256).
    const everything = [
      JSON.stringify({ ...row, sealed: undefined }),
      Buffer.from(row?.sealed ?? []).toString('latin1'),
      Buffer.from(row?.sealed ?? []).toString('base64'),
    ].join('\n');
    for (const secretThing of [marker, 'Quokka', link.token, link.secret])
      expect(everything).not.toContain(secretThing);
    expect(row?.token_hash).toMatch(/^[0-9a-f]{64}$/);

    const read = await get(link.id, link.token);
    expect(read.status).toBe(200);
    const body = (await read.json()) as { sealed: string };
    expect(body.sealed).toBe(link.sealed);
    const sealed = fromBase64Url(body.sealed);
    if (!sealed) throw new Error('base64url');
    expect(JSON.parse(await unseal(sealed, link.key))).toEqual({ comment: marker });
  });

  it('opens nothing without the right token, and says the same as for no answers at all', async () => {
    const link = await sealedLink();
    const other = await sealedLink();
    const { put, get } = savesApp(database.db);
    await put(link.id, link.token, link.sealed);
    const notFound = fillMessage(messages.notFound, { days: defaultLimits.saveRetentionDays });
    for (const response of [await get(link.id, other.token), await get(other.id, other.token)]) {
      expect(response.status).toBe(404);
      expect(await errorOf(response)).toBe(notFound);
    }
    // Another token cannot replace them either.
    const taken = await put(link.id, other.token, other.sealed);
    expect(taken.status).toBe(403);
    expect(await errorOf(taken)).toBe(
      fillMessage(messages.invalid, { reason: 'this link belongs to other saved answers' }),
    );
    expect(Buffer.from((await rows())[0]?.sealed ?? []).toString('base64url')).toBe(link.sealed);
  });

  it('replaces them when the same link is saved again, keeping them the full time from then', async () => {
    let now = Date.parse('2026-11-25T09:00:00Z');
    const link = await sealedLink();
    const { put, get } = savesApp(database.db, { now: () => now });
    await put(link.id, link.token, link.sealed);
    now += 10 * day;
    const newer = toBase64Url(await seal(JSON.stringify({ comment: 'second thoughts' }), link.key));
    const again = (await (await put(link.id, link.token, newer)).json()) as { expiresAt: string };
    expect(Date.parse(again.expiresAt)).toBe(now + defaultLimits.saveRetentionDays * day);
    expect(((await (await get(link.id, link.token)).json()) as { sealed: string }).sealed).toBe(newer);
    expect(await rows()).toHaveLength(1);
  });

  it('stops serving them when they expire, and the hourly sweep deletes them', async () => {
    let now = Date.parse('2026-11-25T09:00:00Z');
    const link = await sealedLink();
    const kept = await sealedLink();
    const { put, get } = savesApp(database.db, { now: () => now });
    await put(link.id, link.token, link.sealed);
    now += (defaultLimits.saveRetentionDays - 1) * day;
    await put(kept.id, kept.token, kept.sealed);
    expect((await get(link.id, link.token)).status).toBe(200);
    now += day;
    expect((await get(link.id, link.token)).status).toBe(404);
    const log: string[] = [];
    await retentionJob({
      db: () => database.db,
      days: 90,
      eventDays: 180,
      everyMs: day,
      now: () => now,
      log: (line) => log.push(line),
    }).runNow();
    expect(log).toEqual(['retention: deleted 1 expired saved answers']);
    expect((await rows()).map((row) => row.id)).toEqual([kept.id]);
  });

  it('deletes them on request (Forget), and again is no error', async () => {
    const link = await sealedLink();
    const { put, get, remove } = savesApp(database.db);
    await put(link.id, link.token, link.sealed);
    expect((await remove(link.id, link.token)).status).toBe(204);
    expect(await rows()).toEqual([]);
    expect((await get(link.id, link.token)).status).toBe(404);
    expect((await remove(link.id, link.token)).status).toBe(204);
  });

  it('deletes them when the flow is completed with the link named', async () => {
    const link = await sealedLink();
    const other = await sealedLink();
    const { put, app } = savesApp(database.db);
    await put(link.id, link.token, link.sealed);
    await put(other.id, other.token, other.sealed);
    const complete = (body: Record<string, unknown>) =>
      app.request('/api/completions', {
        method: 'POST',
        headers: { ...sameOrigin, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    // A wrong token deletes nothing; a malformed reference is refused before anything is stored.
    expect((await complete(completionBody({ forgetSave: { id: link.id, token: other.token } }))).status).toBe(202);
    expect(await rows()).toHaveLength(2);
    const malformed = await complete(completionBody({ forgetSave: { id: link.id } }));
    expect(malformed.status).toBe(400);
    expect(await errorOf(malformed)).toBe(
      fillMessage(collectContent.app.completionMessages.invalid, { reason: 'the saved link to forget is malformed' }),
    );
    const done = await complete(
      completionBody({ answers: feedbackAnswers, forgetSave: { id: link.id, token: link.token } }),
    );
    expect(done.status).toBe(202);
    expect((await rows()).map((row) => row.id)).toEqual([other.id]);
  });
});

describe('/api/saves refusals reach the person in the content’s words', () => {
  it('refuses a malformed id or token, a body that is not the sealed answers, and another origin', async () => {
    const link = await sealedLink();
    const { put, call } = savesApp(data.db);
    const incomplete = fillMessage(messages.invalid, {
      reason: 'the link is incomplete (its id or token is missing or malformed)',
    });
    for (const response of [await put('short', link.token, link.sealed), await put(link.id, 'nope', link.sealed)]) {
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toBe(incomplete);
    }
    const notShape = fillMessage(messages.invalid, { reason: 'the request is not { "sealed": "…" }' });
    for (const body of [{ sealed: 1 }, { sealed: link.sealed, flowId: 'x' }, ['x']]) {
      const response = await call('PUT', link.id, link.token, body);
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toBe(notShape);
    }
    const notSealed = await put(link.id, link.token, 'c2hvcnQ');
    expect(await errorOf(notSealed)).toBe(
      fillMessage(messages.invalid, { reason: 'the sealed answers are not base64url ciphertext' }),
    );
    const text = await call('PUT', link.id, link.token, undefined, { 'content-type': 'text/plain' });
    expect(text.status).toBe(415);
    const crossSite = await put(link.id, link.token, link.sealed, {
      origin: 'https://evil.test',
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.status).toBe(403);
    expect(await errorOf(crossSite)).toBe(collectContent.app.serverMessages.forbidden);
    expect(await rows()).toEqual([]);
  });

  it('refuses answers over the size limit with 413 and the limit in KB', async () => {
    const link = await sealedLink('x');
    const { put } = savesApp(data.db, { limits: { saveBodyBytes: 2048 } });
    const big = toBase64Url(crypto.getRandomValues(new Uint8Array(4096)));
    const response = await put(link.id, link.token, big);
    expect(response.status).toBe(413);
    expect(await errorOf(response)).toBe(fillMessage(messages.tooLarge, { kilobytes: 2 }));
    expect((await put(link.id, link.token, link.sealed)).status).toBe(200);
  });

  it('limits requests per address per window (429, saying when), and saves per day overall (503)', async () => {
    const link = await sealedLink();
    const { put, get } = savesApp(data.db, { limits: { saveRequestsPerWindow: 2, savesPerDayOverall: 3 } });
    expect((await put(link.id, link.token, link.sealed)).status).toBe(200);
    expect((await get(link.id, link.token)).status).toBe(200);
    const limited = await get(link.id, link.token);
    expect(limited.status).toBe(429);
    expect(await errorOf(limited)).toBe(
      fillMessage(messages.rateLimited, { limit: 2, windowMinutes: defaultLimits.windowMinutes, minutes: 15 }),
    );
    expect(limited.headers.get('retry-after')).not.toBeNull();
    // Other addresses have their own window, but all share the day's cap on saves.
    for (const client of ['198.51.100.1', '198.51.100.2']) {
      const more = await sealedLink();
      expect((await put(more.id, more.token, more.sealed, { 'x-test-client': client })).status).toBe(200);
    }
    const last = await sealedLink();
    const full = await put(last.id, last.token, last.sealed, { 'x-test-client': '198.51.100.3' });
    expect(full.status).toBe(503);
    expect(await errorOf(full)).toBe(messages.unavailable);
  });

  it('answers 503 within its time limit when the database is away or does not answer, and logs it', async () => {
    const link = await sealedLink();
    const away = savesApp(undefined);
    const response = await away.put(link.id, link.token, link.sealed);
    expect(response.status).toBe(503);
    expect(await errorOf(response)).toBe(messages.unavailable);
    expect(away.problems).toEqual(['saves: the database is unavailable (not connected yet); answered 503']);

    const stalled = savesApp(stalledDb(), { limits: { saveRequestMs: 50 } });
    const read = await stalled.get(link.id, link.token);
    expect(read.status).toBe(503);
    expect(stalled.problems).toEqual(['saves: the database is unavailable (no answer within 50 ms); answered 503']);
  });

  it('never writes a save’s id in the request log', async () => {
    const link = await sealedLink();
    const { put, log } = savesApp(data.db);
    await put(link.id, link.token, link.sealed);
    expect(log).toMatchObject([{ event: 'request', method: 'PUT', path: '/api/saves/:id', status: 200 }]);
    expect(JSON.stringify(log)).not.toContain(link.id);
  });
});

/** A PostgreSQL that takes a connection and never answers. */
function stalledDb(): Kysely<Database> {
  const driver: Driver = {
    init: () => Promise.resolve(),
    acquireConnection: () => new Promise<DatabaseConnection>(() => undefined),
    beginTransaction: () => Promise.resolve(),
    commitTransaction: () => Promise.resolve(),
    rollbackTransaction: () => Promise.resolve(),
    releaseConnection: () => Promise.resolve(),
    destroy: () => Promise.resolve(),
  };
  return new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => driver,
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
}
