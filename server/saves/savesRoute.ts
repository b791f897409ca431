import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  type Content,
  fillMessage,
  isRecord,
  type SaveForLaterContent,
  type SaveGetReply,
  saveIdPattern,
  type SavePutReply,
  type SaveReference,
  saveTokenPattern,
} from '../../src/engine/index.ts';
import { withinTime, type DatabaseHandle } from '../db/databaseHandle.ts';
import { refuse, type AppEnv } from '../http/appEnv.ts';
import type { DatabaseRouteOptions } from '../http/databaseRouteOptions.ts';
import { sameOriginOnly } from '../http/sameOrigin.ts';
import { limiter, perWindowSpec } from '../limits/analysisLimits.ts';
import { deleteSealedAnswers, putSealedAnswers, readSealedAnswers } from './savedAnswers.ts';

/** The texts the server answers in; the checked content always has them (only browser chunks leave them out). */
function saveTexts(content: Content): SaveForLaterContent {
  if (!content.saveForLater) throw new Error('the content has no saveForLater texts');
  return content.saveForLater;
}

/** IV and tag: anything shorter cannot be sealed answers. */
const minSealedBytes = 12 + 16 + 1;
const day = 24 * 60 * 60 * 1000;
const isJson = (type: string | undefined) => type?.split(';')[0]?.trim().toLowerCase() === 'application/json';

/**
 * /api/saves/<id> (mounted there): sealed answers for save-and-continue-later. PUT stores or
 * replaces them, GET reads them back, DELETE forgets them; each needs the link's token
 * (Authorization: Bearer), whose SHA-256 is all the table keeps of it. The server never sees the
 * key: it stores and hands back ciphertext. Same origin only (403); per address `saveRequestsPerWindow`
 * requests per window (429); a body of at most `saveBodyBytes` (413); `savesPerDayOverall` saves a
 * day in all (503); each database call within `saveRequestMs` (503); kept `saveRetentionDays` days.
 */
export function savesRoute(options: DatabaseRouteOptions): Hono<AppEnv> {
  const { limits, now } = options;
  const messages = () => saveTexts(options.content()).serverMessages;
  const invalid = (c: Context<AppEnv>, reason: string, status: 400 | 403 | 415 = 400) =>
    refuse(c, status, status === 403 ? 'forbidden' : 'invalid', fillMessage(messages().invalid, { reason }));
  const notFound = (c: Context<AppEnv>) =>
    refuse(c, 404, 'not-found', fillMessage(messages().notFound, { days: limits.saveRetentionDays }));

  /** The database's answer within the time limit, or a 503 and a log line. */
  const withDatabase = async <T>(
    c: Context<AppEnv>,
    run: (db: NonNullable<ReturnType<DatabaseHandle['current']>>) => Promise<T>,
  ) => {
    try {
      const db = options.database.current();
      if (!db) throw new Error('not connected yet');
      return { ok: true as const, value: await withinTime(run(db), limits.saveRequestMs) };
    } catch (error) {
      options.problem(
        `saves: the database is unavailable (${error instanceof Error ? error.message : String(error)}); answered 503`,
      );
      return { ok: false as const, response: refuse(c, 503, 'unavailable', messages().unavailable) };
    }
  };

  const reference = (c: Context<AppEnv>): SaveReference | undefined => {
    const id = c.req.param('id') ?? '';
    const token = /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    return saveIdPattern.test(id) && saveTokenPattern.test(token) ? { id, token } : undefined;
  };

  const route = new Hono<AppEnv>();
  route.use('*', async (c, next) => {
    await next();
    // Sealed answers are nobody's to cache: not the browser's, not a proxy's.
    c.header('Cache-Control', 'no-store');
  });
  route.use(
    '*',
    sameOriginOnly(() => options.content().app.serverMessages.forbidden),
  );
  const referenced: MiddlewareHandler<AppEnv> = async (c, next) => {
    const found = reference(c);
    if (!found) return invalid(c, 'the link is incomplete (its id or token is missing or malformed)');
    c.set('saveReference', found);
    await next();
  };
  route.use('/:id', referenced);
  route.use(
    '/:id',
    limiter(
      perWindowSpec({
        name: 'saveLimit',
        limit: limits.saveRequestsPerWindow,
        windowMinutes: limits.windowMinutes,
        store: options.stores.saves,
        key: options.address,
        rateLimited: () => messages().rateLimited,
        now,
      }),
      () => messages().unavailable,
      now,
    ),
  );

  route.put(
    '/:id',
    bodyLimit({
      maxSize: limits.saveBodyBytes,
      onError: (c: Context<AppEnv>) =>
        refuse(
          c,
          413,
          'too-large',
          fillMessage(messages().tooLarge, { kilobytes: Math.floor(limits.saveBodyBytes / 1024) }),
        ),
    }),
    limiter(
      {
        name: 'savesOverallLimit',
        windowMs: day,
        limit: limits.savesPerDayOverall,
        store: options.stores.savesOverall,
        key: () => 'all',
        status: 503,
        code: 'at-capacity',
        headers: 'none',
        message: () => messages().unavailable,
      },
      () => messages().unavailable,
      now,
    ),
    async (c) => {
      if (!isJson(c.req.header('content-type'))) return invalid(c, 'the answers were not sent as JSON', 415);
      const body: unknown = await c.req.json().catch(() => undefined);
      if (!isRecord(body) || Object.keys(body).join() !== 'sealed' || typeof body.sealed !== 'string')
        return invalid(c, 'the request is not { "sealed": "…" }');
      const sealed = Buffer.from(body.sealed, 'base64url');
      if (!/^[A-Za-z0-9_-]+$/.test(body.sealed) || sealed.length < minSealedBytes)
        return invalid(c, 'the sealed answers are not base64url ciphertext');
      const put = await withDatabase(c, (db) =>
        putSealedAnswers(db, c.get('saveReference'), sealed, new Date(now()), limits.saveRetentionDays),
      );
      if (!put.ok) return put.response;
      if (!put.value.stored) return invalid(c, 'this link belongs to other saved answers', 403);
      return c.json<SavePutReply>({ expiresAt: put.value.expiresAt.toISOString() });
    },
  );

  route.get('/:id', async (c) => {
    const read = await withDatabase(c, (db) => readSealedAnswers(db, c.get('saveReference'), new Date(now())));
    if (!read.ok) return read.response;
    if (!read.value) return notFound(c);
    return c.json<SaveGetReply>({
      sealed: Buffer.from(read.value.sealed).toString('base64url'),
      expiresAt: read.value.expiresAt.toISOString(),
    });
  });

  route.delete('/:id', async (c) => {
    const deleted = await withDatabase(c, (db) => deleteSealedAnswers(db, c.get('saveReference')));
    return deleted.ok ? c.body(null, 204) : deleted.response;
  });
  return route;
}
