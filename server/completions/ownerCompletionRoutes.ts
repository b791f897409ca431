import type { Context, Hono, MiddlewareHandler } from 'hono';
import { answerReadings, type Content, flowCatalogue } from '../../src/engine/index.ts';
import { refuse, type AppEnv } from '../http/appEnv.ts';
import { databaseUnavailable } from '../http/databaseUnavailable.ts';
import { sameOriginOnly } from '../http/sameOrigin.ts';
import { deliveryLog, reachedDb, type CompletionsDb, type CurrentDb } from '../webhooks/webhookQueue.ts';
import { deleteResponse, responsesOf } from './responses.ts';
import { responsesCsv } from './responsesCsv.ts';

export interface OwnerCompletionOptions {
  content: () => Content;
  db: CurrentDb;
  now: () => number;
}

/** The most rows one page or export holds; older ones go with the retention period. */
const responsesLimit = 5000;
const deliveriesLimit = 100;

/**
 * The owner's view of collected responses and webhook deliveries, on the owner's API (each route
 * behind `signedIn`): a flow's responses as JSON or CSV, deleting one, and the delivery log.
 */
export function ownerCompletionRoutes(
  route: Hono<AppEnv>,
  signedIn: MiddlewareHandler<AppEnv>,
  { content, db, now }: OwnerCompletionOptions,
): void {
  /** Runs `read` on the database, answering 503 when it cannot be reached. */
  const withDb = async (c: Context<AppEnv>, read: (db: CompletionsDb) => Promise<Response>) => {
    let reached: CompletionsDb;
    try {
      reached = reachedDb(db);
      return await read(reached);
    } catch {
      return databaseUnavailable(c);
    }
  };
  const flowOf = (c: Context<AppEnv>) => content().flows.find((flow) => flow.id === c.req.query('flow'));

  route.get('/responses', signedIn, async (c) => {
    const flow = flowOf(c);
    if (!flow) return refuse(c, 400, 'invalid', 'flow names no flow of this app.');
    return withDb(c, async (reached) => {
      const catalogue = flowCatalogue(content(), flow);
      const responses = await responsesOf(reached, flow.id, responsesLimit);
      return c.json({
        flow: flow.id,
        collects: flow.collect !== undefined,
        // Each answer as question and chosen label, so the page needs no copy of the flow's questions.
        responses: responses.map((response) => ({
          ...response,
          readings: answerReadings(catalogue, response.answers),
        })),
      });
    });
  });

  route.get('/responses.csv', signedIn, async (c) => {
    const flow = flowOf(c);
    if (!flow) return refuse(c, 400, 'invalid', 'flow names no flow of this app.');
    const values = c.req.query('values') ?? 'labels';
    if (values !== 'labels' && values !== 'codes') return refuse(c, 400, 'invalid', 'values is labels or codes.');
    return withDb(c, async (reached) => {
      const csv = responsesCsv(content(), flow, await responsesOf(reached, flow.id, responsesLimit), values);
      const name = values === 'codes' ? `${flow.id}-responses-codes.csv` : `${flow.id}-responses.csv`;
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${name}"`,
        'Cache-Control': 'no-store',
      });
    });
  });

  route.delete(
    '/responses/:id',
    sameOriginOnly(() => 'The owner’s area answers its own pages only.'),
    signedIn,
    async (c) =>
      withDb(c, async (reached) =>
        (await deleteResponse(reached, c.req.param('id'), new Date(now())))
          ? c.body(null, 204)
          : refuse(c, 404, 'not-found', 'There is no such response (it may have been deleted already).'),
      ),
  );

  route.get('/webhooks', signedIn, async (c) =>
    withDb(c, async (reached) => c.json({ deliveries: await deliveryLog(reached, deliveriesLimit) })),
  );
}
