import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveData } from '../../../server/db/moveData.ts';
import { openDatabase, type OpenedDatabase } from '../../../server/db/openDatabase.ts';
import type { Database } from '../../../server/db/schema.ts';
import { startPostgres, type RunningPostgres } from '../../support/postgresServer.ts';
import { completionsDb } from '../completions/support/completionsDb.ts';

let server: RunningPostgres;
let source: Kysely<Database>;
let target: OpenedDatabase;

// PGlite compiles its WebAssembly and initdb creates a cluster: seconds on a busy 2-core machine.
beforeAll(async () => {
  server = await startPostgres();
  source = await completionsDb();
  target = await openDatabase({ url: server.url, dataDir: '' });
}, 90_000);
afterAll(async () => {
  await source.destroy();
  await target.close();
  await server.stop();
});

const when = new Date('2026-11-24T10:00:00Z');
const tabs = Array.from({ length: 7 }, () => crypto.randomUUID());

async function seed(): Promise<void> {
  // More events than one page holds, so paging is exercised.
  await source
    .insertInto('flow_events')
    .values(
      Array.from({ length: 1500 }, (_, seq) => ({
        tab_id: tabs[seq % tabs.length] ?? '',
        seq,
        occurred_at: when,
        flow_id: 'founder',
        screen_id: 'questions',
        step_id: 'problem',
        kind: 'view' as const,
        duration_ms: null,
        outcome: null,
        error_kind: null,
      })),
    )
    .execute();
  await source.insertInto('owner_sessions').values({ token_hash: 'hash', expires_at: when }).execute();
  await source
    .insertInto('responses')
    .values({
      completion_id: 'c1',
      flow_id: 'feedback',
      answers: JSON.stringify({ a: { b: [1, 'two'] } }),
      score: 70,
      created_at: when,
    })
    .execute();
  await source
    .insertInto('webhook_messages')
    .values({
      id: 'msg_1',
      completion_id: 'c1',
      event_type: 'flow.completed',
      flow_id: 'feedback',
      body: '{}',
      created_at: when,
      next_attempt_at: when,
      locked_until: null,
      state: 'pending',
      last_status: null,
      last_error: null,
      finished_at: null,
    })
    .execute();
  await source
    .insertInto('webhook_attempts')
    .values({ message_id: 'msg_1', attempted_at: when, status: 500, error: null, ms: 12 })
    .execute();
  await source
    .insertInto('saved_answers')
    .values({
      id: 'AAAAAAAAAAAAAAAAAAAAAA',
      token_hash: 'hash',
      sealed: new Uint8Array([0, 1, 254, 255]),
      created_at: when,
      updated_at: when,
      expires_at: when,
    })
    .execute();
}

describe('moving the embedded database into PostgreSQL (npm run db:move)', () => {
  it('copies every table row for row into an empty, freshly migrated PostgreSQL', async () => {
    await seed();
    expect(await moveData(source, target.db)).toEqual({
      flow_events: 1500,
      owner_sessions: 1,
      responses: 1,
      webhook_messages: 1,
      webhook_attempts: 1,
      saved_answers: 1,
    });
    const events = await target.db.selectFrom('flow_events').select(['tab_id', 'seq']).orderBy('seq').execute();
    expect(new Set(events.map((event) => `${event.tab_id}/${event.seq}`)).size).toBe(1500);
    const [response] = await target.db.selectFrom('responses').selectAll().execute();
    const [original] = await source.selectFrom('responses').selectAll().execute();
    expect(response).toEqual(original);
    expect(response?.answers).toEqual({ a: { b: [1, 'two'] } });
    expect(await target.db.selectFrom('webhook_attempts').select(['message_id', 'status', 'ms']).execute()).toEqual([
      { message_id: 'msg_1', status: 500, ms: 12 },
    ]);
    const [saved] = await target.db.selectFrom('saved_answers').select(['sealed']).execute();
    expect([...(saved?.sealed ?? [])]).toEqual([0, 1, 254, 255]);
  });

  it('refuses a target that already holds rows, and changes nothing', async () => {
    await expect(moveData(source, target.db)).rejects.toThrow(
      'the target database already holds rows in flow_events; move into an empty database',
    );
    const [row] = await target.db
      .selectFrom('flow_events')
      .select((eb) => eb.fn.countAll<string>().as('rows'))
      .execute();
    expect(Number(row?.rows)).toBe(1500);
  });
});
