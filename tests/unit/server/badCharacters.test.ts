import type { Context } from 'hono';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { createServerApp } from '../../../server/app.ts';
import { defaultLimits } from '../../../server/config/limits.ts';
import type { DatabaseHandle } from '../../../server/db/databaseHandle.ts';
import type { Database } from '../../../server/db/schema.ts';
import {
  collectContent,
  completionBody,
  completionsApp,
  feedbackAnswers,
} from '../completions/support/completionsApp.ts';
import { completionsDbForFile } from '../completions/support/completionsDb.ts';
import { content, sameOriginJson } from './support/serverHarness.ts';

// A NUL or half of a surrogate pair used to reach the database, fail the whole write, and come
// back as 503 "try again later" with "the database is unavailable" in the log (and, on PostgreSQL,
// part of the answer in PostgreSQL's own log). Now each is bad input, refused before any database
// call, on every endpoint that stores text. (An analysis stores nothing: its answers go to the
// vendor as plain text, as tests/unit/server/hostileInputs.test.ts shows.)
const characters = [
  ['a NUL', '\u0000', 'a NUL character (U+0000)'],
  ['a lone high surrogate', '\uD83D', 'half of a character (U+D83D, a lone surrogate)'],
  ['a lone low surrogate', '\uDE00', 'half of a character (U+DE00, a lone surrogate)'],
] as const;

const data = completionsDbForFile();

/**
 * A Kysely whose every query goes to `run` instead of a database (Kysely's own DummyDriver,
 * with the query handed over): a refused request must send it none.
 */
function scriptedDb(run: (sql: string) => never) {
  const queries: string[] = [];
  class ScriptedDriver extends DummyDriver {
    override acquireConnection(): Promise<DatabaseConnection> {
      return Promise.resolve({
        executeQuery: (query) => {
          queries.push(query.sql);
          return run(query.sql);
        },
        streamQuery: () => {
          throw new Error('not streamed');
        },
      });
    }
  }
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new ScriptedDriver(),
      createIntrospector: (inner) => new PostgresIntrospector(inner),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  return { db, queries };
}

const watchedDatabase = () =>
  scriptedDb(() => {
    throw new Error('no database call was expected');
  });

async function messageOf(response: Response): Promise<string> {
  return ((await response.json()) as { error: { message: string } }).error.message;
}

describe.each(characters)('%s', (_name, character, described) => {
  it('in an answer to POST /api/completions: 400 naming the field, no database call', async () => {
    const watched = watchedDatabase();
    const { post, warnings } = completionsApp(watched.db);
    const answers = {
      ...feedbackAnswers,
      feedbackContact: { ...feedbackAnswers.feedbackContact, name: `Ada${character} Byron` },
    };
    const response = await post(completionBody({ answers }));
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe(
      `Your answers could not be sent: answers.feedbackContact.name holds ${described}, which cannot be kept. They are still in this browser.`,
    );
    expect(watched.queries).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('in a field’s name, or deep in a list: 400 just the same', async () => {
    const watched = watchedDatabase();
    const { post } = completionsApp(watched.db);
    const named = await post(completionBody({ answers: { feedbackContact: { [`na${character}me`]: 'Ada' } } }));
    expect([named.status, await messageOf(named)]).toEqual([
      400,
      expect.stringContaining(`a name in answers.feedbackContact holds ${described}`),
    ]);
    const deep = await post(completionBody({ answers: { feedbackContact: { tags: ['fine', [`bad${character}`]] } } }));
    expect(await messageOf(deep)).toContain(`answers.feedbackContact.tags[1][0] holds ${described}`);
    expect(watched.queries).toEqual([]);
  });

  it('in an event sent to POST /api/events: 400, no database call', async () => {
    const calls: string[] = [];
    const database: DatabaseHandle = {
      current: () => {
        calls.push('current');
        return undefined;
      },
      check: () => Promise.resolve({ ok: true }),
      firstAttempt: Promise.resolve(),
      ready: Promise.resolve(),
      close: () => Promise.resolve(),
    };
    const { app } = createServerApp({
      content: () => content,
      env: {},
      limits: defaultLimits,
      address: (c: Context) => c.req.header('x-test-client') ?? '203.0.113.1',
      database,
    });
    const response = await app.request('/api/events', {
      method: 'POST',
      headers: sameOriginJson,
      body: JSON.stringify({
        tab: '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b',
        events: [{ seq: 0, age: 0, flow: 'founder', screen: 'canvas', step: `problem${character}`, kind: 'view' }],
      }),
    });
    expect([response.status, await messageOf(response)]).toEqual([
      400,
      `Events refused: events[0].step holds ${described}.`,
    ]);
    expect(calls).toEqual([]);
  });
});

describe('what can be stored', () => {
  it('a whole surrogate pair (an emoji) and other control characters are kept as sent', async () => {
    const { post } = completionsApp(data.db);
    const name = 'Ada 😀 \u202E\u0007 Byron';
    const answers = { ...feedbackAnswers, feedbackContact: { ...feedbackAnswers.feedbackContact, name } };
    expect((await post(completionBody({ answers }))).status).toBe(202);
    const [row] = await data.db.selectFrom('responses').select('answers').execute();
    expect(row?.answers).toMatchObject({ feedbackContact: { name } });
  });
});

describe('a database error in the log', () => {
  it('is named by its SQLSTATE, never by its message, which can quote what a person typed', async () => {
    const failing = scriptedDb(() => {
      throw Object.assign(new Error('invalid input syntax for type json: "Ada Byron, ada@example.com"'), {
        code: '22P02',
      });
    });
    const { post, warnings } = completionsApp(failing.db);
    expect((await post(completionBody())).status).toBe(503);
    expect(warnings).toEqual([
      'completions: the database is unavailable (the database refused the query (SQLSTATE 22P02)); answered 503',
    ]);
    expect(warnings.join('\n')).not.toContain('Ada');
    expect(collectContent.app.completionMessages.unavailable).not.toContain('Ada');
  });
});
