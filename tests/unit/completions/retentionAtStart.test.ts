import { describe, expect, it, vi } from 'vitest';
import { startCompletions } from '../../../server/completions/startCompletions.ts';
import { defaultLimits } from '../../../server/config/limits.ts';
import { connectDatabase } from '../../../server/db/databaseHandle.ts';
import type { DatabaseSettings } from '../../../server/db/openDatabase.ts';
import { bothDatabasesForFile } from '../../support/bothDatabases.ts';
import { agedEvent, agedResponse } from './support/agedRows.ts';

// What a server restarted more often than hourly used to keep for ever: the first run found the
// database not yet connected ("retention: the database is unavailable (not connected yet)") and
// the next was an hour away. Here the server's own start-up pieces meet a database that holds a
// response past RETENTION_DAYS and an event past LIMIT_EVENT_RETENTION_DAYS.
const databases = bothDatabasesForFile('advisory-retention-');

/** The database as a server finds it at start: one response and one event past their periods, and a recent one of each. */
async function seed(settings: DatabaseSettings): Promise<void> {
  const database = connectDatabase({ settings, info: () => undefined, problem: () => undefined });
  await database.firstAttempt;
  const db = database.current();
  if (!db) throw new Error('the database was not reached');
  for (const ageDays of [defaultLimits.eventRetentionDays + 1, 1]) {
    await db.insertInto('responses').values(agedResponse(ageDays, Date.now())).execute();
    await db.insertInto('flow_events').values(agedEvent(ageDays, Date.now())).execute();
  }
  await database.close();
}

describe.each(databases)('retention on $name', ({ settings }) => {
  it('runs once the database is ready at start, not an hour later', { timeout: 120_000 }, async () => {
    await seed(settings());
    const said: string[] = [];
    const database = connectDatabase({
      settings: settings(),
      info: () => undefined,
      problem: (line) => said.push(line),
    });
    // The server's start: completions (and their retention job) begin before the database is reached.
    const services = startCompletions({}, defaultLimits, database, (line) => said.push(line));
    try {
      const left = async () => {
        const db = database.current();
        if (!db) return undefined;
        const responses = await db.selectFrom('responses').select('answers').execute();
        const events = await db.selectFrom('flow_events').select('occurred_at').execute();
        return { responses: responses.length, events: events.length };
      };
      await vi.waitFor(async () => expect(await left()).toEqual({ responses: 1, events: 1 }), {
        timeout: 60_000,
        interval: 100,
      });
      expect(said).toEqual([
        `retention: deleted 1 responses and 0 webhook deliveries older than 90 days, and 1 flow events older than ${defaultLimits.eventRetentionDays} days`,
      ]);
    } finally {
      await services.stop();
      await database.close();
    }
  });
});
