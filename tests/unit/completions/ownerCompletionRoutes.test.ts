import { Hono, type MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ownerCompletionRoutes } from '../../../server/completions/ownerCompletionRoutes.ts';
import { recordCompletion } from '../../../server/completions/recordCompletion.ts';
import type { Database } from '../../../server/db/schema.ts';
import { refuse, type AppEnv } from '../../../server/http/appEnv.ts';
import { collectContent, feedbackAnswers } from './support/completionsApp.ts';
import { unreachableDb, completionsDbForFile } from './support/completionsDb.ts';

const feedback = collectContent.flows.find((flow) => flow.id === 'feedback');
if (!feedback) throw new Error('the fixture flow is missing');

const data = completionsDbForFile();

/** Stands in for the owner's session check: a test header says whether the owner is signed in. */
const signedIn: MiddlewareHandler<AppEnv> = async (c, next) =>
  c.req.header('x-test-owner') === 'yes' ? next() : refuse(c, 401, 'forbidden', 'Sign in to see this.');

function ownerApp(database: Kysely<Database> | undefined) {
  const route = new Hono<AppEnv>();
  ownerCompletionRoutes(route, signedIn, { content: () => collectContent, db: () => database, now: Date.now });
  const request = (path: string, init: RequestInit = {}, owner = true) =>
    route.request(path, {
      ...init,
      headers: {
        host: 'app.test',
        origin: 'http://app.test',
        'sec-fetch-site': 'same-origin',
        ...(owner ? { 'x-test-owner': 'yes' } : {}),
      },
    });
  return request;
}

describe("the owner's responses and delivery log", () => {
  it('lists, exports as CSV and deletes responses, only for a signed-in owner', async () => {
    const name = '=cmd|calc';
    await recordCompletion(
      data.db,
      {
        flow: feedback,
        completionId: crypto.randomUUID(),
        score: 70,
        answers: { ...feedbackAnswers, feedbackContact: { name, email: 'x@example.com' } },
      },
      new Date('2026-11-24T10:00:00Z'),
      true,
    );
    const request = ownerApp(data.db);
    expect((await request('/responses?flow=feedback', {}, false)).status).toBe(401);
    expect((await request('/responses.csv?flow=feedback', {}, false)).status).toBe(401);
    expect((await request('/responses?flow=nope')).status).toBe(400);

    const listed = (await (await request('/responses?flow=feedback')).json()) as {
      collects: boolean;
      responses: { id: string; score: number; answers: unknown; readings: unknown[] }[];
    };
    expect(listed.collects).toBe(true);
    expect(listed.responses).toHaveLength(1);
    const [stored] = listed.responses;
    expect(stored?.score).toBe(70);
    expect(stored?.readings).toContainEqual({
      path: 'feedbackQuestionnaire.answers.rating',
      question: 'Overall',
      answer: 'Very useful',
      stored: 'very',
    });

    const csv = await request('/responses.csv?flow=feedback');
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="feedback-responses.csv"');
    const text = await csv.text();
    expect(text).toContain(`'${name}`);
    expect(text).toContain(stored?.id);
    expect(text).toContain(',Very useful,');

    const codes = await request('/responses.csv?flow=feedback&values=codes');
    expect(codes.headers.get('content-disposition')).toBe('attachment; filename="feedback-responses-codes.csv"');
    expect(await codes.text()).toContain(',very,');
    expect((await request('/responses.csv?flow=feedback&values=json')).status).toBe(400);

    expect((await request(`/responses/${stored?.id}`, { method: 'DELETE' }, false)).status).toBe(401);
    expect((await request(`/responses/${stored?.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await request(`/responses/${stored?.id}`, { method: 'DELETE' })).status).toBe(404);
    const after = (await (await request('/responses?flow=feedback')).json()) as { responses: unknown[] };
    expect(after.responses).toEqual([]);

    const log = (await (await request('/webhooks')).json()) as { deliveries: { flowId: string; state: string }[] };
    expect(log.deliveries[0]).toMatchObject({ flowId: 'feedback', state: 'cancelled' });
  });

  it('answers 503 when the database is not reached or does not answer', async () => {
    const broken = unreachableDb();
    for (const database of [undefined, broken]) {
      const request = ownerApp(database);
      expect((await request('/responses?flow=feedback')).status).toBe(503);
      expect((await request('/webhooks')).status).toBe(503);
    }
    await broken.destroy();
  });
});
