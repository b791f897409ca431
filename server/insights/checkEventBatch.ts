import {
  analysisErrorKinds,
  analysisOutcomes,
  type Content,
  type EventBatch,
  finishesFlow,
  flowSteps,
  type FlowEvent,
  maxEventAgeMs,
  maxEventsPerBatch,
  screenAnalysis,
} from '../../src/engine/index.ts';

/** What the content allows an event to name: per flow, per screen, its steps and what it can report. */
export type EventRules = ReadonlyMap<
  string,
  ReadonlyMap<string, { steps: ReadonlySet<string>; finishes: boolean; analyses: boolean }>
>;

/** Per flow and screen, what an event may name: the steps the owner's funnel counts (flowSteps). */
export function eventRules(content: Content): EventRules {
  return new Map(
    content.flows.map((flow) => {
      const steps = flowSteps(flow);
      const screens = flow.screens.filter((screen) => screen.type !== 'results');
      const rules = screens.map((screen) => {
        const own = steps.filter((step) => step.screen === screen.id).map((step) => step.step);
        const rule = {
          steps: new Set(own),
          finishes: finishesFlow(flow, screen),
          analyses: screenAnalysis(screen) !== undefined,
        };
        return [screen.id, rule] as const;
      });
      return [flow.id, new Map(rules)] as const;
    }),
  );
}

export type CheckedBatch = { ok: true; batch: EventBatch } | { ok: false; reason: string };

const tabIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const maxSeq = 1_000_000;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const wholeIn = (value: unknown, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;

const keysFor: Record<FlowEvent['kind'], readonly string[]> = {
  view: [],
  complete: ['duration'],
  finish: [],
  abandon: [],
  analysis: ['outcome', 'errorKind'],
};
const baseKeys = ['seq', 'age', 'flow', 'screen', 'step', 'kind'];

/** Why one event is refused, or undefined when the content allows it. */
function eventProblem(rules: EventRules, event: unknown): string | undefined {
  if (!isRecord(event)) return 'is not an object';
  const kind = event.kind;
  if (typeof kind !== 'string' || !Object.hasOwn(keysFor, kind)) return 'has an unknown kind';
  const known = new Set([...baseKeys, ...keysFor[kind as FlowEvent['kind']]]);
  const unknown = Object.keys(event).find((key) => !known.has(key));
  if (unknown !== undefined) return `has an unknown key "${unknown.slice(0, 40)}"`;
  if (!wholeIn(event.seq, maxSeq)) return `has no sequence number from 0 to ${maxSeq}`;
  if (!wholeIn(event.age, maxEventAgeMs)) return 'has no age from 0 to a day';
  const screens = typeof event.flow === 'string' ? rules.get(event.flow) : undefined;
  if (!screens) return 'names no flow of this app';
  const screen = typeof event.screen === 'string' ? screens.get(event.screen) : undefined;
  if (!screen) return 'names no form or questionnaire of its flow';
  if (typeof event.step !== 'string' || !screen.steps.has(event.step)) return 'names no step of its screen';
  if (kind === 'complete' && !wholeIn(event.duration, maxEventAgeMs)) return 'has no duration from 0 to a day';
  if (kind === 'finish' && !screen.finishes) return 'finishes a screen that does not end its flow';
  if (kind === 'analysis') {
    if (!screen.analyses) return 'reports an analysis on a screen that runs none';
    if (!analysisOutcomes.includes(event.outcome as never)) return 'has an unknown analysis outcome';
    const failed = event.outcome === 'failed';
    if (failed !== 'errorKind' in event) return 'gives an error kind exactly when the analysis failed';
    if (failed && !analysisErrorKinds.includes(event.errorKind as never)) return 'has an unknown error kind';
  }
  return undefined;
}

/**
 * Checks a batch from a browser against the content: a tab id, 1 to maxEventsPerBatch events,
 * each naming a known flow, screen and step, with only the keys its kind has. One bad event
 * refuses the whole batch: a tampered client records nothing.
 */
export function checkEventBatch(rules: EventRules, body: unknown): CheckedBatch {
  if (!isRecord(body)) return { ok: false, reason: 'the body is not an object' };
  const extra = Object.keys(body).find((key) => key !== 'tab' && key !== 'events');
  if (extra !== undefined) return { ok: false, reason: `unknown key "${extra.slice(0, 40)}"` };
  if (typeof body.tab !== 'string' || !tabIdPattern.test(body.tab))
    return { ok: false, reason: 'tab is not a random UUID' };
  const { events } = body;
  if (!Array.isArray(events) || events.length === 0) return { ok: false, reason: 'events is not a non-empty list' };
  if (events.length > maxEventsPerBatch)
    return { ok: false, reason: `${events.length} events in one batch (at most ${maxEventsPerBatch})` };
  for (const [index, event] of events.entries()) {
    const problem = eventProblem(rules, event);
    if (problem) return { ok: false, reason: `event ${index} ${problem}` };
  }
  return { ok: true, batch: { tab: body.tab, events: events as FlowEvent[] } };
}
