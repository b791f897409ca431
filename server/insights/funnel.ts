import { type Kysely, sql } from 'kysely';
import { type FlowContent, flowSteps } from '../../src/engine/index.ts';
import type { Database } from '../db/schema.ts';

export interface Period {
  /** From this moment, included. */
  from: Date;
  /** To this moment, excluded. */
  to: Date;
}

export interface Funnel {
  flow: string;
  /** Visits (tabs) that saw any step of the flow. */
  started: number;
  /** Visits that finished it. */
  completed: number;
  /** In flow order; a step nobody saw (not asked, or nobody got there) counts 0. */
  steps: { screen: string; step: string; views: number; completions: number }[];
}

export interface FlowDetails {
  flow: string;
  steps: {
    screen: string;
    step: string;
    /** Median ms from a step's view to its completion; null when nobody completed it. */
    medianMs: number | null;
    /** Visits that left the step idle for the abandon time. */
    abandoned: number;
  }[];
  /** How analyses ended: by outcome, and for failures by error kind. */
  analyses: { outcome: string; errorKind: string | null; count: number }[];
}

function inFlow(db: Kysely<Database>, flow: string, period: Period) {
  return db
    .selectFrom('flow_events')
    .where('flow_id', '=', flow)
    .where('occurred_at', '>=', period.from)
    .where('occurred_at', '<', period.to);
}

/** Distinct visits per step: each tab counts once however often it saw or completed a step. */
async function perStep(db: Kysely<Database>, flow: string, period: Period) {
  const rows = await inFlow(db, flow, period)
    .select(['screen_id', 'step_id'])
    .select((eb) => [
      eb.fn.count<string>('tab_id').distinct().filterWhere('kind', '=', 'view').as('views'),
      eb.fn.count<string>('tab_id').distinct().filterWhere('kind', '=', 'complete').as('completions'),
      eb.fn.count<string>('tab_id').distinct().filterWhere('kind', '=', 'abandon').as('abandoned'),
      sql<number | null>`percentile_cont(0.5) within group (order by duration_ms) filter (where kind = 'complete')`.as(
        'median_ms',
      ),
    ])
    .groupBy(['screen_id', 'step_id'])
    .execute();
  return new Map(rows.map((row) => [`${row.screen_id}/${row.step_id}`, row]));
}

/**
 * The flow's funnel over a period: visits that started and finished it, and per step (in the
 * content's order) the visits that saw it and that completed it. Drop-off at a step is its views
 * less its completions, so a step a condition skipped loses nobody.
 */
export async function funnel(db: Kysely<Database>, flow: FlowContent, period: Period): Promise<Funnel> {
  const [totals, steps] = await Promise.all([
    inFlow(db, flow.id, period)
      .select((eb) => [
        eb.fn.count<string>('tab_id').distinct().filterWhere('kind', '=', 'view').as('started'),
        eb.fn.count<string>('tab_id').distinct().filterWhere('kind', '=', 'finish').as('completed'),
      ])
      .executeTakeFirstOrThrow(),
    perStep(db, flow.id, period),
  ]);
  return {
    flow: flow.id,
    started: Number(totals.started),
    completed: Number(totals.completed),
    steps: flowSteps(flow).map(({ screen, step }) => {
      const row = steps.get(`${screen}/${step}`);
      return { screen, step, views: Number(row?.views ?? 0), completions: Number(row?.completions ?? 0) };
    }),
  };
}

/** What the dashboard shows beside the funnel: time per step, idle abandons, analyses by outcome. */
export async function flowDetails(db: Kysely<Database>, flow: FlowContent, period: Period): Promise<FlowDetails> {
  const [steps, analyses] = await Promise.all([
    perStep(db, flow.id, period),
    inFlow(db, flow.id, period)
      .where('kind', '=', 'analysis')
      .select(['outcome', 'error_kind'])
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .groupBy(['outcome', 'error_kind'])
      .orderBy('outcome')
      .orderBy('error_kind')
      .execute(),
  ]);
  return {
    flow: flow.id,
    steps: flowSteps(flow).map(({ screen, step }) => {
      const row = steps.get(`${screen}/${step}`);
      const median = row?.median_ms;
      return {
        screen,
        step,
        medianMs: median === null || median === undefined ? null : Math.round(median),
        abandoned: Number(row?.abandoned ?? 0),
      };
    }),
    analyses: analyses.map((row) => ({
      outcome: row.outcome ?? 'unknown',
      errorKind: row.error_kind,
      count: Number(row.count),
    })),
  };
}
