import { describe, expect, it } from 'vitest';
import { readRetentionDays, retentionJob } from '../../../server/completions/retentionJob.ts';
import { agedEvent, agedResponse } from './support/agedRows.ts';
import { completionsDbForFile } from './support/completionsDb.ts';

const day = 24 * 60 * 60 * 1000;
const now = Date.parse('2026-11-24T12:00:00Z');

const data = completionsDbForFile();

async function addResponse(ageDays: number): Promise<void> {
  await data.db.insertInto('responses').values(agedResponse(ageDays, now)).execute();
}

async function addMessage(ageDays: number, state: 'pending' | 'delivered' | 'failed'): Promise<void> {
  const at = new Date(now - ageDays * day);
  await data.db
    .insertInto('webhook_messages')
    .values({
      id: `msg_${crypto.randomUUID().replaceAll('-', '')}`,
      completion_id: crypto.randomUUID(),
      event_type: 'flow.completed',
      flow_id: 'feedback',
      body: state === 'pending' ? '{}' : null,
      created_at: at,
      next_attempt_at: at,
      locked_until: null,
      state,
      last_status: null,
      last_error: null,
      finished_at: null,
    })
    .execute();
}

async function addEvent(ageDays: number): Promise<void> {
  await data.db.insertInto('flow_events').values(agedEvent(ageDays, now)).execute();
}

describe('RETENTION_DAYS', () => {
  it('defaults to 90 and takes a positive whole number', () => {
    expect(readRetentionDays({})).toBe(90);
    expect(readRetentionDays({ RETENTION_DAYS: '30' })).toBe(30);
    for (const bad of ['0', '-1', '1.5', 'soon'])
      expect(() => readRetentionDays({ RETENTION_DAYS: bad })).toThrow(
        `RETENTION_DAYS must be a positive whole number, not "${bad}"`,
      );
  });
});

describe('the retention job', () => {
  it('deletes responses, finished deliveries and flow events older than their retention periods, and nothing newer', async () => {
    await data.db.deleteFrom('flow_events').execute();
    for (const age of [1, 89, 91, 400]) await addResponse(age);
    for (const age of [1, 91, 179, 181, 400]) await addEvent(age);
    await addMessage(91, 'delivered');
    await addMessage(91, 'failed');
    await addMessage(91, 'pending');
    await addMessage(10, 'delivered');
    const log: string[] = [];
    const job = retentionJob({
      db: () => data.db,
      days: 90,
      eventDays: 180,
      everyMs: 60_000,
      now: () => now,
      log: (line) => log.push(line),
    });
    await job.runNow();
    const ages = (await data.db.selectFrom('responses').select('answers').execute()).map((row) => row.answers.age);
    expect(ages.sort()).toEqual([1, 89]);
    const left = await data.db.selectFrom('webhook_messages').select(['state', 'created_at']).execute();
    expect(left.map((message) => message.state).sort()).toEqual(['delivered', 'pending']);
    const events = await data.db.selectFrom('flow_events').select('occurred_at').execute();
    expect(events.map((event) => Math.round((now - event.occurred_at.getTime()) / day)).sort((a, b) => a - b)).toEqual([
      1, 91, 179,
    ]);
    expect(log).toEqual([
      'retention: deleted 2 responses and 2 webhook deliveries older than 90 days, and 2 flow events older than 180 days',
    ]);
    // Run again: nothing is left to delete, and nothing is said.
    await job.runNow();
    expect(log).toHaveLength(1);
  });

  it('runs on start and then on its schedule', async () => {
    await addResponse(100);
    const job = retentionJob({
      db: () => data.db,
      days: 90,
      eventDays: 180,
      everyMs: 20,
      now: () => now,
      log: () => undefined,
    });
    job.start();
    await job.runNow();
    await addResponse(100);
    // The schedule's next run, not a call, deletes the response added after the first.
    const expired = () =>
      data.db
        .selectFrom('responses')
        .select('id')
        .where('created_at', '<', new Date(now - 90 * day))
        .execute();
    await expect.poll(expired, { timeout: 10_000 }).toEqual([]);
    await job.stop();
  });
});
