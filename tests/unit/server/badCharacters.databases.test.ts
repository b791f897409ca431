import type { Context } from 'hono';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createServerApp } from '../../../server/app.ts';
import { defaultLimits } from '../../../server/config/limits.ts';
import { connectDatabase, type DatabaseHandle } from '../../../server/db/databaseHandle.ts';
import { bothDatabasesForFile } from '../../support/bothDatabases.ts';
import { collectContent, completionBody, feedbackAnswers } from '../completions/support/completionsApp.ts';

// Finding 7, measured as it was found: a NUL or half of a surrogate pair in an answer reached the
// database, failed the whole write, came back 503 "try again later" with "the database is
// unavailable" in the server's log while /readyz said ready; on PostgreSQL part of the answer
// landed in PostgreSQL's own log (the failing JSON quoted in its CONTEXT line). Here the real
// server app meets the embedded PGlite and Debian's PostgreSQL. (Events were refused already:
// every string in one must name the content's flows and steps; badCharacters.test.ts covers them.)
const databases = bothDatabasesForFile('advisory-bad-characters-');
const [, postgres] = databases;

const sameOrigin = {
  'content-type': 'application/json',
  host: 'app.test',
  origin: 'http://app.test',
  'sec-fetch-site': 'same-origin',
};

function server(database: DatabaseHandle) {
  const problems: string[] = [];
  const { app } = createServerApp({
    content: () => collectContent,
    env: {},
    limits: defaultLimits,
    address: (c: Context) => c.req.header('x-test-client') ?? '203.0.113.1',
    database,
    completions: { db: database.current, webhooks: false, queued: () => undefined },
    problem: (line) => problems.push(line),
  });
  const post = (path: string, body: unknown) =>
    app.request(path, { method: 'POST', headers: sameOrigin, body: JSON.stringify(body) });
  return { app, post, problems };
}

const withName = (name: string) =>
  completionBody({ answers: { ...feedbackAnswers, feedbackContact: { ...feedbackAnswers.feedbackContact, name } } });

describe.each(databases)('$name', ({ settings, log: databaseLog }) => {
  it(
    'refuses NUL and lone surrogates with 400, stores nothing of them, logs nothing of them',
    { timeout: 120_000 },
    async () => {
      const database = connectDatabase({ settings: settings(), info: () => undefined, problem: () => undefined });
      await database.ready;
      const db = database.current();
      if (!db) throw new Error('the database was not reached');
      try {
        const { app, post, problems } = server(database);
        const seen: [number, string][] = [];
        for (const [index, character] of ['\u0000', '\uD83D', '\uDE00'].entries()) {
          const response = await post('/api/completions', withName(`Secretname${index}${character}Byron`));
          const { error } = (await response.json()) as { error: { message: string } };
          seen.push([response.status, error.message]);
        }
        const refused = (what: string) =>
          `Your answers could not be sent: answers.feedbackContact.name holds ${what}, which cannot be kept. They are still in this browser.`;
        expect(seen).toEqual([
          [400, refused('a NUL character (U+0000)')],
          [400, refused('half of a character (U+D83D, a lone surrogate)')],
          [400, refused('half of a character (U+DE00, a lone surrogate)')],
        ]);
        // The database was there all along: a good answer is kept, and /readyz agrees.
        expect((await post('/api/completions', withName('Ada Byron'))).status).toBe(202);
        expect((await app.request('/readyz')).status).toBe(200);
        expect(await db.selectFrom('responses').select('answers').execute()).toHaveLength(1);
        expect(problems).toEqual([]);
        expect(databaseLog()).not.toContain('Secret');
      } finally {
        await database.close();
      }
    },
  );
});

describe('the control: what PostgreSQL logs when such a character reaches it', () => {
  it(
    'quotes the refused JSON, which is why it must be refused before any database call',
    { timeout: 60_000 },
    async () => {
      const database = connectDatabase({
        settings: postgres.settings(),
        info: () => undefined,
        problem: () => undefined,
      });
      await database.ready;
      const db = database.current();
      if (!db) throw new Error('the database was not reached');
      try {
        // What the route used to do with the answers: a NUL written as JSON's \u0000 escape.
        const json = JSON.stringify({ name: 'Controlname\u0000' });
        await expect(sql`select ${json}::jsonb`.execute(db)).rejects.toMatchObject({ code: '22P05' });
        await expect.poll(() => postgres.log()).toContain('Controlname');
      } finally {
        await database.close();
      }
    },
  );
});
