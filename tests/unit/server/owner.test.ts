import type { Context } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServerApp } from '../../../server/app.ts';
import { defaultLimits } from '../../../server/config/limits.ts';
import { recordEvents } from '../../../server/insights/recordEvents.ts';
import type { FlowEvent } from '../../../src/engine/insights/events.ts';
import { databaseTimeoutMs, memoryDatabase } from '../db/support/memoryDatabase.ts';
import { content } from './support/serverHarness.ts';

const password = 'correct horse battery staple';
const day = 86_400_000;
const today = Date.parse('2026-11-24T12:00:00Z');
const canvas = content.flows.find((flow) => flow.id === 'founder')?.screens.find((screen) => screen.id === 'canvas');
const canvasSteps = canvas?.type === 'questionnaire' ? canvas.steps.map((step) => step.id) : [];

let database: Awaited<ReturnType<typeof memoryDatabase>>;
beforeAll(async () => {
  database = await memoryDatabase();
}, databaseTimeoutMs);
afterAll(() => database.close());
beforeEach(() => database.empty());

function server(env: Record<string, string> = { OWNER_PASSWORD: password }) {
  let now = today;
  const { app } = createServerApp({
    content: () => content,
    env,
    limits: defaultLimits,
    address: (c: Context) => c.req.header('x-test-client') ?? '203.0.113.1',
    database,
    now: () => now,
  });
  const sameSite = { host: 'app.test', origin: 'http://app.test', 'sec-fetch-site': 'same-origin' };
  let cookie = '';
  return {
    app,
    later: (ms: number) => (now += ms),
    signIn: async (given = password, headers: Record<string, string> = {}, url = 'http://app.test') => {
      const response = await app.request(`${url}/api/owner/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...sameSite, ...headers },
        body: JSON.stringify({ password: given }),
      });
      const set = response.headers.get('set-cookie');
      if (set) cookie = set.split(';')[0] ?? '';
      return response;
    },
    signOut: () => app.request('/api/owner/session', { method: 'DELETE', headers: { ...sameSite, cookie } }),
    get: (path: string) => app.request(path, { headers: { cookie } }),
  };
}

/** A founder who fills the profile, then answers the canvas up to `answered` steps (all 12: finishes). */
function founderWalk(tab: string, answered: number, ageMs = 0): { tab: string; events: FlowEvent[] } {
  const at = { flow: 'founder', age: ageMs } as const;
  const events: FlowEvent[] = [
    { ...at, seq: 0, screen: 'company-profile', step: 'company-profile', kind: 'view' },
    { ...at, seq: 1, screen: 'company-profile', step: 'company-profile', kind: 'complete', duration: 40_000 },
  ];
  for (const [index, step] of canvasSteps.entries()) {
    if (index > answered) break;
    events.push({ ...at, seq: events.length, screen: 'canvas', step, kind: 'view' });
    if (index < answered)
      events.push({
        ...at,
        seq: events.length,
        screen: 'canvas',
        step,
        kind: 'complete',
        duration: 10_000 * (index + 1),
      });
  }
  if (answered === canvasSteps.length) {
    const last = canvasSteps.at(-1) ?? '';
    events.push({ ...at, seq: events.length, screen: 'canvas', step: last, kind: 'finish' });
    events.push({ ...at, seq: events.length, screen: 'canvas', step: last, kind: 'analysis', outcome: 'offline' });
  }
  return { tab, events };
}

const tabs = [
  '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b',
  '6f1c2a8e-93b4-4c1d-8e2f-0a7b5c3d9e41',
  '0c8d4e2f-7a16-4b3c-9d5e-2f8a1b6c4d70',
];

describe('the owner’s area', () => {
  it('is not found at all without OWNER_PASSWORD', async () => {
    const { app, signIn } = server({});
    expect((await signIn()).status).toBe(404);
    expect((await app.request('/api/owner/funnel?flow=founder')).status).toBe(404);
    expect((await app.request('/owner')).status).toBe(404);
    expect((await app.request('/owner/anything')).status).toBe(404);
  });

  it('signs in with the password: an HttpOnly, SameSite=Strict session cookie, Secure only over HTTPS', async () => {
    const owner = server();
    const response = await owner.signIn();
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toMatch(
      /^owner_session=[\w-]{43}; Max-Age=43200; Path=\/; HttpOnly; SameSite=Strict$/,
    );
    const secure = await owner.signIn(password, { host: 'app.test', origin: 'https://app.test' }, 'https://app.test');
    expect(secure.headers.get('set-cookie')).toMatch(/; Secure/);
    // The database keeps a hash, never the cookie's value.
    const [stored] = await database.db.selectFrom('owner_sessions').select('token_hash').execute();
    expect(response.headers.get('set-cookie')).not.toContain(stored?.token_hash);
  });

  it('answers 401 to a wrong password, and 429 after 5 wrong ones from one address (even to the right one)', async () => {
    const owner = server();
    for (let attempt = 0; attempt < 5; attempt++) expect((await owner.signIn('guess')).status).toBe(401);
    expect((await owner.signIn()).status).toBe(429);
    expect((await owner.signIn(password, { 'x-test-client': '198.51.100.4' })).status).toBe(204);
  });

  it('refuses a sign-in from another site, or without a password', async () => {
    const owner = server();
    expect((await owner.signIn(password, { origin: 'https://evil.test', 'sec-fetch-site': 'cross-site' })).status).toBe(
      403,
    );
    const noPassword = await owner.app.request('/api/owner/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'app.test', origin: 'http://app.test' },
      body: '{"pass": 1}',
    });
    expect(noPassword.status).toBe(400);
  });

  it('answers 401 without a session, after signing out and once the session has expired', async () => {
    const owner = server();
    expect((await owner.get('/api/owner/funnel?flow=founder')).status).toBe(401);
    await owner.signIn();
    expect((await owner.get('/api/owner/session')).status).toBe(204);
    expect((await owner.signOut()).status).toBe(204);
    expect((await owner.get('/api/owner/funnel?flow=founder')).status).toBe(401);
    await owner.signIn();
    owner.later(12 * 3_600_000 + 1);
    expect((await owner.get('/api/owner/funnel?flow=founder')).status).toBe(401);
  });

  it('reads the funnel in flow order: one visit left at step 3, one finished', async () => {
    await recordEvents(database.db, founderWalk(tabs[0] ?? '', 2), today);
    await recordEvents(database.db, founderWalk(tabs[1] ?? '', canvasSteps.length), today);
    const owner = server();
    await owner.signIn();
    const response = await owner.get('/api/owner/funnel?flow=founder');
    expect(response.status).toBe(200);
    const funnel = (await response.json()) as { steps: unknown[] };
    expect(funnel).toEqual({
      flow: 'founder',
      started: 2,
      completed: 1,
      steps: [
        { screen: 'company-profile', step: 'company-profile', views: 2, completions: 2 },
        ...canvasSteps.map((step, index) => ({
          screen: 'canvas',
          step,
          views: index <= 2 ? 2 : 1,
          completions: index < 2 ? 2 : 1,
        })),
      ],
    });
  });

  it('counts a visit once per step, however often it came back to it', async () => {
    const walk = founderWalk(tabs[0] ?? '', 1);
    const again = walk.events.map((event, index) => ({ ...event, seq: walk.events.length + index }));
    await recordEvents(database.db, { tab: walk.tab, events: [...walk.events, ...again] }, today);
    const owner = server();
    await owner.signIn();
    const funnel = (await (await owner.get('/api/owner/funnel?flow=founder')).json()) as {
      started: number;
      steps: { views: number }[];
    };
    expect(funnel.started).toBe(1);
    expect(funnel.steps.slice(0, 3).map((step) => step.views)).toEqual([1, 1, 1]);
  });

  it('counts the last 30 days by default, or the days asked for', async () => {
    await recordEvents(database.db, founderWalk(tabs[0] ?? '', 1), today);
    await recordEvents(database.db, founderWalk(tabs[1] ?? '', 1, 10 * day), today);
    await recordEvents(database.db, founderWalk(tabs[2] ?? '', 1, 40 * day), today);
    const owner = server();
    await owner.signIn();
    const started = async (query: string) =>
      ((await (await owner.get(`/api/owner/funnel?flow=founder${query}`)).json()) as { started: number }).started;
    expect(await started('')).toBe(2);
    expect(await started('&from=2026-10-01&to=2026-11-24')).toBe(3);
    expect(await started('&from=2026-11-14&to=2026-11-14')).toBe(1);
    expect(await started('&to=2026-11-23')).toBe(1);
  });

  it.each([
    ['flow=exit', 'flow names no flow of this app.'],
    ['flow=founder&from=yesterday', 'from and to are days written YYYY-MM-DD.'],
    ['flow=founder&from=2026-02-30', 'from and to are days written YYYY-MM-DD.'],
    ['flow=founder&from=2026-11-24&to=2026-11-01', 'from comes after to.'],
    ['flow=founder&from=2024-01-01&to=2026-11-24', 'a period spans at most 366 days.'],
  ])('refuses ?%s', async (query, message) => {
    const owner = server();
    await owner.signIn();
    const response = await owner.get(`/api/owner/funnel?${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'invalid', message } });
  });

  it('gives the median time per step, idle abandons and analyses by outcome', async () => {
    await recordEvents(database.db, founderWalk(tabs[0] ?? '', canvasSteps.length), today);
    const second = founderWalk(tabs[1] ?? '', canvasSteps.length);
    second.events = second.events.map((event) =>
      event.kind === 'complete'
        ? { ...event, duration: event.duration * 3 }
        : event.kind === 'analysis'
          ? { ...event, outcome: 'failed', errorKind: 'limited' }
          : event,
    );
    await recordEvents(database.db, second, today);
    await recordEvents(
      database.db,
      {
        tab: tabs[2] ?? '',
        events: [{ seq: 0, age: 0, flow: 'founder', screen: 'canvas', step: 'problem', kind: 'abandon' }],
      },
      today,
    );
    const owner = server();
    await owner.signIn();
    const details = (await (await owner.get('/api/owner/details?flow=founder')).json()) as {
      steps: { step: string; medianMs: number | null; abandoned: number }[];
      analyses: unknown[];
    };
    expect(details.steps[0]).toEqual({
      screen: 'company-profile',
      step: 'company-profile',
      medianMs: 80_000,
      abandoned: 0,
    });
    expect(details.steps[1]).toEqual({ screen: 'canvas', step: 'problem', medianMs: 20_000, abandoned: 1 });
    expect(details.analyses).toEqual([
      { outcome: 'failed', errorKind: 'limited', count: 1 },
      { outcome: 'offline', errorKind: null, count: 1 },
    ]);
  });

  it('lists the flows with their steps in order', async () => {
    const owner = server();
    await owner.signIn();
    const flows = (await (await owner.get('/api/owner/flows')).json()) as {
      id: string;
      title: string;
      steps: { step: string }[];
    }[];
    expect(flows.map((flow) => flow.id)).toEqual(['founder', 'buyer', 'product']);
    expect(flows.find((flow) => flow.id === 'founder')?.steps.map((step) => step.step)).toEqual([
      'company-profile',
      ...canvasSteps,
    ]);
  });
});
