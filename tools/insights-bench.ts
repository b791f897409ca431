/**
 * npm run insights:bench: seeds 1,000,000 flow events into an empty embedded database (PGlite)
 * and into PostgreSQL (DATABASE_URL, or Debian's server started in a temporary folder), then times
 * the owner's funnel query (the server's own code) over the default 30 days, five runs each.
 */
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { migrateToLatest } from '../server/db/migrate.ts';
import type { Database } from '../server/db/schema.ts';
import { funnel } from '../server/insights/funnel.ts';
import { periodFrom } from '../server/owner/period.ts';
import { flowSteps } from '../src/engine/insights/flowSteps.ts';
import { startPostgres } from '../tests/support/postgresServer.ts';
import { formatProblem } from '../src/checker/problem.ts';
import { loadContent } from './content/loadContent.ts';

const total = 1_000_000;
const runs = 5;

const loaded = loadContent(process.cwd());
if (!loaded.content) throw new Error(loaded.problems.map(formatProblem).join('\n'));
const flow = loaded.content.flows.find((candidate) => candidate.id === 'founder');
if (!flow) throw new Error('no founder flow');
const steps = flowSteps(flow);

/**
 * Visits of 2 × steps events each (a view and a completion per step, in order) spread over 60
 * days, so the default 30-day period reads about half of them.
 */
async function seed(db: Kysely<Database>): Promise<void> {
  const perVisit = steps.length * 2;
  const screens = sql.join(steps.map((step) => sql.lit(step.screen)));
  const ids = sql.join(steps.map((step) => sql.lit(step.step)));
  await sql`
    insert into flow_events (tab_id, seq, occurred_at, flow_id, screen_id, step_id, kind, duration_ms)
    select md5((n / ${sql.lit(perVisit)})::text)::uuid, n % ${sql.lit(perVisit)},
      now() - ((n / ${sql.lit(perVisit)}) % 60) * interval '1 day',
      'founder', (array[${screens}])[(n % ${sql.lit(perVisit)}) / 2 + 1], (array[${ids}])[(n % ${sql.lit(perVisit)}) / 2 + 1],
      case when n % 2 = 0 then 'view' else 'complete' end,
      case when n % 2 = 1 then (n % 97) * 1000 end
    from generate_series(0, ${sql.lit(total - 1)}) as n`.execute(db);
  await sql`analyze flow_events`.execute(db);
}

async function time(name: string, db: Kysely<Database>): Promise<string> {
  if (!flow) throw new Error('no founder flow');
  await migrateToLatest(db);
  const seeding = performance.now();
  await seed(db);
  const seeded = performance.now() - seeding;
  const period = periodFrom(undefined, undefined, Date.now());
  if (typeof period === 'string') throw new Error(period);
  const times: number[] = [];
  let started = 0;
  for (let run = 0; run < runs; run++) {
    const begin = performance.now();
    started = (await funnel(db, flow, period)).started;
    times.push(performance.now() - begin);
  }
  times.sort((a, b) => a - b);
  const ms = (value: number | undefined) => `${Math.round(value ?? 0)} ms`;
  return `| ${name} | ${total.toLocaleString('en')} | ${(seeded / 1000).toFixed(1)} s | ${started.toLocaleString('en')} | ${ms(times[Math.floor(runs / 2)])} | ${ms(times[0])} | ${ms(times.at(-1))} |`;
}

const lines = [
  '| database | events | seeding | visits in 30 days | funnel median | fastest | slowest |',
  '| --- | --- | --- | --- | --- | --- | --- |',
];
const embedded = new Kysely<Database>({ dialect: new PGliteDialect(await PGlite.create()) });
lines.push(await time('PGlite (embedded, in memory)', embedded));
await embedded.destroy();

const own = process.env.DATABASE_URL ? undefined : await startPostgres();
const postgres = new Kysely<Database>({
  dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: process.env.DATABASE_URL ?? own?.url }) }),
});
try {
  lines.push(await time('PostgreSQL', postgres));
} finally {
  await postgres.destroy();
  await own?.stop();
}
console.log(lines.join('\n'));
