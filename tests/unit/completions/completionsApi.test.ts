import { describe, expect, it } from 'vitest';
import { fillMessage } from '../../../src/engine/analysis/fillMessage.ts';
import { defaultLimits } from '../../../server/config/limits.ts';
import { collectContent, completionBody, completionsApp, feedbackAnswers } from './support/completionsApp.ts';
import { unreachableDb, completionsDbForFile } from './support/completionsDb.ts';

const messages = collectContent.app.completionMessages;

const data = completionsDbForFile();

const storedResponses = () => data.db.selectFrom('responses').selectAll().execute();
const queuedMessages = () => data.db.selectFrom('webhook_messages').selectAll().execute();

async function refusal(response: Response): Promise<string> {
  return ((await response.json()) as { error: { message: string } }).error.message;
}

describe('POST /api/completions: consent decides whether answers are stored', () => {
  it('stores the answers of a collecting flow sent with consent, once however often it is reported', async () => {
    const { post } = completionsApp(data.db);
    const body = completionBody();
    const first = await post(body);
    expect(first.status).toBe(202);
    expect(await first.json()).toEqual({ stored: true });
    expect((await post(body)).status).toBe(202);
    const rows = await storedResponses();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ flow_id: 'feedback', score: 64, answers: feedbackAnswers });
  });

  it('stores nothing for a completion without consent (no answers sent), and says so', async () => {
    const { post } = completionsApp(data.db);
    const response = await post(completionBody({ consent: undefined, answers: undefined }));
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ stored: false });
    expect(await storedResponses()).toEqual([]);
  });

  it('refuses answers without consent, consent without answers, and answers for a flow that does not collect', async () => {
    const { post } = completionsApp(data.db);
    const cases: [Record<string, unknown>, string][] = [
      [completionBody({ consent: undefined }), 'answers came without the consent this flow asks for'],
      [completionBody({ consent: false }), 'consent is either given (true) or not sent'],
      [completionBody({ answers: undefined }), 'consent came without answers'],
      [
        completionBody({ flowId: 'founder', score: 70, answers: { companyProfile: { founderName: 'A' } } }),
        'this flow does not collect answers',
      ],
    ];
    for (const [body, reason] of cases) {
      const response = await post(body);
      expect(response.status, reason).toBe(400);
      expect(await refusal(response)).toBe(fillMessage(messages.invalid, { reason }));
    }
    expect(await storedResponses()).toEqual([]);
  });

  it("checks the answers with the analysis route's validators: unknown stores, steps and fields, wrong shapes, lengths", async () => {
    const { post } = completionsApp(data.db);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...feedbackAnswers, companyProfile: {} }, 'the answers have an unknown part "companyProfile"'],
      [
        { ...feedbackAnswers, feedbackContact: { name: 'A', email: 'a@b.c', admin: true } },
        '"feedbackContact" has an unknown answer "admin"',
      ],
      [
        { ...feedbackAnswers, feedbackQuestionnaire: { step: 0, answers: { hack: 'x' } } },
        '"feedbackQuestionnaire" has an unknown answer "hack"',
      ],
      [{ ...feedbackAnswers, feedbackContact: { name: 7 } }, '"feedbackContact" has "name" that must be string'],
    ];
    for (const [answers, reason] of cases) {
      const response = await post(completionBody({ answers }));
      expect(response.status, reason).toBe(400);
      expect(await refusal(response), reason).toContain(reason);
    }
    const long = 'x'.repeat(collectContent.app.answerMaxLength + 1);
    const tooLong = await post(
      completionBody({ answers: { ...feedbackAnswers, feedbackContact: { name: long, email: 'a@b.c' } } }),
    );
    expect(tooLong.status).toBe(400);
    expect(await refusal(tooLong)).toContain('Your name');
    expect(await storedResponses()).toEqual([]);
  });

  it('refuses a bad shape: unknown fields, no id, unknown flow, a score out of range or for a flow without analysis', async () => {
    const { post } = completionsApp(data.db);
    const cases: [unknown, string][] = [
      [completionBody({ extra: 1 }), 'the request has an unknown field "extra"'],
      [completionBody({ completionId: 'abc' }), 'the completion has no valid id'],
      [completionBody({ flowId: 'nope' }), 'there is no such flow'],
      [completionBody({ score: 101 }), 'the score is not a whole number from 0 to 100'],
      [completionBody({ score: 1.5 }), 'the score is not a whole number from 0 to 100'],
      [{ completionId: crypto.randomUUID(), flowId: 'buyer', score: 78 }, 'this flow has no analysis to score'],
      ['[1]', 'the request is not a JSON object'],
    ];
    for (const [body, reason] of cases) {
      const response = await post(body);
      expect(response.status, reason).toBe(400);
      expect(await refusal(response)).toBe(fillMessage(messages.invalid, { reason }));
    }
  });

  it('413 over the body limit, 403 from another site, 429 past the per-address limit', async () => {
    const { post } = completionsApp(data.db, { limits: { completionsPerWindow: 2 } });
    const huge = await post(
      completionBody({ answers: { feedbackContact: { name: 'x'.repeat(defaultLimits.bodyBytes) } } }),
    );
    expect(huge.status).toBe(413);
    const foreign = await post(completionBody(), { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(foreign.status).toBe(403);
    expect((await post(completionBody())).status).toBe(202);
    expect((await post(completionBody())).status).toBe(202);
    const limited = await post(completionBody());
    expect(limited.status).toBe(429);
    expect(await refusal(limited)).toBe(
      fillMessage(messages.rateLimited, { limit: 2, windowMinutes: defaultLimits.windowMinutes, minutes: 15 }),
    );
    // Another address has its own count.
    expect((await post(completionBody(), { 'x-test-client': '198.51.100.7' })).status).toBe(202);
  });

  it('queues one flow.completed message per completion when webhooks are on, answers only with consent', async () => {
    const { post, queuedCount } = completionsApp(data.db, {
      webhooks: true,
      now: () => Date.parse('2026-11-24T10:00:00Z'),
    });
    const withAnswers = completionBody();
    await post(withAnswers);
    await post(withAnswers);
    await post(completionBody({ consent: undefined, answers: undefined }));
    await post({ completionId: crypto.randomUUID(), flowId: 'buyer' });
    const queued = await queuedMessages();
    expect(queued).toHaveLength(3);
    expect(queuedCount()).toBe(3);
    const events = queued.map((message) => JSON.parse(message.body ?? '') as Record<string, unknown>);
    expect(events).toContainEqual({
      type: 'flow.completed',
      timestamp: '2026-11-24T10:00:00.000Z',
      data: { flowId: 'feedback', completedAt: '2026-11-24T10:00:00.000Z', score: 64, answers: feedbackAnswers },
    });
    expect(events).toContainEqual({
      type: 'flow.completed',
      timestamp: '2026-11-24T10:00:00.000Z',
      data: { flowId: 'feedback', completedAt: '2026-11-24T10:00:00.000Z', score: 64 },
    });
    expect(events).toContainEqual({
      type: 'flow.completed',
      timestamp: '2026-11-24T10:00:00.000Z',
      data: { flowId: 'buyer', completedAt: '2026-11-24T10:00:00.000Z' },
    });
    for (const message of queued) expect(message.id).toMatch(/^msg_[0-9a-f]{32}$/);
  });
});

describe('POST /api/completions when the database is down', () => {
  it('answers 503 with the content message and says why in the log', async () => {
    const broken = unreachableDb();
    const { post, warnings } = completionsApp(broken, { webhooks: true });
    const response = await post(completionBody());
    expect(response.status).toBe(503);
    expect(await refusal(response)).toBe(messages.unavailable);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^completions: the database is unavailable \(.+\); answered 503$/);
    await broken.destroy();
  });

  it('answers 503 when the server has no database at all', async () => {
    const response = await completionsApp(undefined).post(completionBody());
    expect(response.status).toBe(503);
    expect(await refusal(response)).toBe(messages.unavailable);
  });
});
