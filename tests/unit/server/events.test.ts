import type { Context } from 'hono';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServerApp } from '../../../server/app.ts';
import { defaultLimits, type Limits } from '../../../server/config/limits.ts';
import type { DatabaseHandle } from '../../../server/db/databaseHandle.ts';
import type { Database } from '../../../server/db/schema.ts';
import { maxEventsPerBatch, type FlowEvent } from '../../../src/engine/insights/events.ts';
import { databaseTimeoutMs, memoryDatabase } from '../db/support/memoryDatabase.ts';
import { content } from './support/serverHarness.ts';

const tab = '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b';
const now = Date.parse('2026-11-24T12:00:00Z');

let database: Awaited<ReturnType<typeof memoryDatabase>>;
beforeAll(async () => {
  database = await memoryDatabase();
}, databaseTimeoutMs);
afterAll(() => database.close());
beforeEach(() => database.empty());

function server(limits: Partial<Limits> = {}, handle: DatabaseHandle = database) {
  const problems: string[] = [];
  const { app } = createServerApp({
    content: () => content,
    env: {},
    limits: { ...defaultLimits, ...limits },
    address: (c: Context) => c.req.header('x-test-client') ?? '203.0.113.1',
    database: handle,
    problem: (line) => problems.push(line),
    now: () => now,
  });
  const send = (body: unknown, headers: Record<string, string> = {}) =>
    app.request('/api/events', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        host: 'app.test',
        origin: 'http://app.test',
        'sec-fetch-site': 'same-origin',
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  return { send, problems };
}

const view = (seq: number, step = 'problem'): FlowEvent => ({
  seq,
  age: 1000,
  flow: 'founder',
  screen: 'canvas',
  step,
  kind: 'view',
});

const storedRows = () => database.db.selectFrom('flow_events').selectAll().orderBy('seq').execute();

async function refusal(response: Response) {
  return { status: response.status, body: (await response.json()) as { error: { code: string; message: string } } };
}

describe('POST /api/events', () => {
  it('stores a batch, timing each event by the server clock less its age', async () => {
    const events: FlowEvent[] = [
      { seq: 0, age: 90_000, flow: 'founder', screen: 'company-profile', step: 'company-profile', kind: 'view' },
      {
        seq: 1,
        age: 60_000,
        flow: 'founder',
        screen: 'company-profile',
        step: 'company-profile',
        kind: 'complete',
        duration: 30_000,
      },
      view(2),
      { seq: 3, age: 0, flow: 'founder', screen: 'canvas', step: 'revenue-streams', kind: 'finish' },
      {
        seq: 4,
        age: 0,
        flow: 'founder',
        screen: 'canvas',
        step: 'revenue-streams',
        kind: 'analysis',
        outcome: 'failed',
        errorKind: 'limited',
      },
      {
        seq: 5,
        age: 0,
        flow: 'product',
        screen: 'customer-profile',
        step: 'customer-profile',
        kind: 'analysis',
        outcome: 'offline',
      },
      { seq: 6, age: 0, flow: 'buyer', screen: 'criteria', step: 'teamSize', kind: 'abandon' },
    ];
    const response = await server().send({ tab, events });
    expect(response.status).toBe(204);
    const rows = await storedRows();
    expect(rows.map((row) => [row.seq, row.kind, row.step_id, row.duration_ms, row.outcome, row.error_kind])).toEqual([
      [0, 'view', 'company-profile', null, null, null],
      [1, 'complete', 'company-profile', 30_000, null, null],
      [2, 'view', 'problem', null, null, null],
      [3, 'finish', 'revenue-streams', null, null, null],
      [4, 'analysis', 'revenue-streams', null, 'failed', 'limited'],
      [5, 'analysis', 'customer-profile', null, 'offline', null],
      [6, 'abandon', 'teamSize', null, null, null],
    ]);
    expect(rows[0]?.occurred_at).toEqual(new Date(now - 90_000));
    expect(rows.every((row) => row.tab_id === tab)).toBe(true);
  });

  it('counts a batch sent twice once', async () => {
    const { send } = server();
    expect((await send({ tab, events: [view(0), view(1, 'solution')] })).status).toBe(204);
    expect((await send({ tab, events: [view(0), view(1, 'solution'), view(2, 'channels')] })).status).toBe(204);
    expect((await storedRows()).map((row) => row.step_id)).toEqual(['problem', 'solution', 'channels']);
  });

  it.each([
    ['an unknown flow', { ...view(0), flow: 'exit' }, 'names no flow of this app'],
    ['an unknown screen', { ...view(0), screen: 'results' }, 'names no form or questionnaire of its flow'],
    ['a step of another screen', { ...view(0), step: 'teamSize' }, 'names no step of its screen'],
    ['an answer smuggled in', { ...view(0), answer: 'my secret plan' }, 'has an unknown key "answer"'],
    ['an unknown kind', { ...view(0), kind: 'click' }, 'has an unknown kind'],
    ['a negative age', { ...view(0), age: -5 }, 'has no age from 0 to a day'],
    ['a fractional sequence number', { ...view(0), seq: 1.5 }, 'has no sequence number from 0 to 1000000'],
    ['a completion without its duration', { ...view(0), kind: 'complete' }, 'has no duration from 0 to a day'],
    [
      'a finish on a screen that does not end the flow',
      { ...view(0), screen: 'company-profile', step: 'company-profile', kind: 'finish' },
      'finishes a screen that does not end its flow',
    ],
    [
      'an analysis on a screen without one',
      { ...view(0), flow: 'buyer', screen: 'criteria', step: 'teamSize', kind: 'analysis', outcome: 'server' },
      'reports an analysis on a screen that runs none',
    ],
    [
      'an error kind on a success',
      { ...view(0), kind: 'analysis', outcome: 'server', errorKind: 'parse' },
      'gives an error kind exactly when the analysis failed',
    ],
    [
      'a failure without its kind',
      { ...view(0), kind: 'analysis', outcome: 'failed' },
      'gives an error kind exactly when the analysis failed',
    ],
    [
      'an unknown error kind',
      { ...view(0), kind: 'analysis', outcome: 'failed', errorKind: 'oops' },
      'has an unknown error kind',
    ],
  ])('refuses a whole batch with %s, storing nothing', async (_, bad, reason) => {
    const { status, body } = await refusal(await server().send({ tab, events: [view(0), bad] }));
    expect(status).toBe(400);
    expect(body.error.message).toBe(`Events refused: event 1 ${reason}.`);
    expect(await storedRows()).toEqual([]);
  });

  it.each([
    ['not an object', [], 'the body is not an object'],
    ['an extra key', { tab, events: [view(0)], ip: '198.51.100.7' }, 'unknown key "ip"'],
    [
      'a tab id that is not a random UUID',
      { tab: 'founder@example.com', events: [view(0)] },
      'tab is not a random UUID',
    ],
    ['no events', { tab, events: [] }, 'events is not a non-empty list'],
    [
      'more events than a batch holds',
      { tab, events: Array.from({ length: maxEventsPerBatch + 1 }, (_, seq) => view(seq)) },
      `${maxEventsPerBatch + 1} events in one batch (at most ${maxEventsPerBatch})`,
    ],
  ])('refuses a body with %s', async (_, body, reason) => {
    const response = await refusal(await server().send(body));
    expect(response).toEqual({
      status: 400,
      body: { error: { code: 'invalid', message: `Events refused: ${reason}.` } },
    });
  });

  it('refuses a body over the size limit (413), another content type (415) and JSON it cannot parse (400)', async () => {
    const { send } = server({ eventBodyBytes: 200 });
    expect((await send({ tab, events: [view(0), view(1), view(2)] })).status).toBe(413);
    expect((await send('{}', { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(415);
    expect((await send('{"tab":', { 'content-type': 'text/plain' })).status).toBe(400);
  });

  it('takes the text/plain a beacon of a string is sent as', async () => {
    const response = await server().send(JSON.stringify({ tab, events: [view(0)] }), {
      'content-type': 'text/plain;charset=UTF-8',
    });
    expect(response.status).toBe(204);
  });

  it('refuses another site (403)', async () => {
    const response = await server().send(
      { tab, events: [view(0)] },
      { origin: 'https://evil.test', 'sec-fetch-site': 'cross-site' },
    );
    expect(response.status).toBe(403);
    expect(await storedRows()).toEqual([]);
  });

  it('limits batches per address (429), each address on its own', async () => {
    const { send } = server({ eventBatchesPerWindow: 2 });
    expect((await send({ tab, events: [view(0)] })).status).toBe(204);
    expect((await send({ tab, events: [view(1)] })).status).toBe(204);
    const refused = await refusal(await send({ tab, events: [view(2)] }));
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('rate-limited');
    expect((await send({ tab, events: [view(2)] }, { 'x-test-client': '203.0.113.9' })).status).toBe(204);
  });

  it('drops the batch with a line when the database is unreachable, and says so (503)', async () => {
    const gone: DatabaseHandle = {
      current: () => undefined,
      check: () => Promise.resolve({ ok: false, reason: 'connect ECONNREFUSED' }),
      firstAttempt: Promise.resolve(),
      ready: new Promise(() => undefined),
      close: () => Promise.resolve(),
    };
    const { send, problems } = server({}, gone);
    const refused = await refusal(await send({ tab, events: [view(0), view(1)] }));
    expect(refused).toEqual({
      status: 503,
      body: { error: { code: 'unavailable', message: 'Events are not being recorded right now.' } },
    });
    expect(problems).toEqual(['database: dropped 2 events (not connected)']);
  });

  it('drops the batch with a line when a query fails (the database went away)', async () => {
    // Port 1 on loopback: nothing listens, as after PostgreSQL stopped mid-run.
    const pool = new pg.Pool({ connectionString: 'postgres://advisory@127.0.0.1:1/advisory' });
    const lost = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const { send, problems } = server({}, { ...database, current: () => lost });
    expect((await send({ tab, events: [view(0)] })).status).toBe(503);
    expect(problems).toEqual(['database: dropped 1 events (connect ECONNREFUSED 127.0.0.1:1)']);
    await lost.destroy();
  });
});
