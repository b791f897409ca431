import type { Answers, FlowContent } from '../content/types.ts';
import { isRecord } from '../forms/isRecord.ts';
import { logicAnswers } from './logicAnswers.ts';
import { logicData } from './logicData.ts';

/** What working out a flow's values needs from it: its screens (how each store reads) and its `computed`. */
export type FlowLogic = Pick<FlowContent, 'screens' | 'computed'>;

/** A flow without stores to convert or values to work out. */
export const noFlowLogic: FlowLogic = { screens: [] };

/**
 * The session's stores as rules read them: a questionnaire's answers through its steps' models
 * (trimmed text, ticks in option order), as the questionnaire itself reads them while it is
 * answered, so a value worked out afterwards is the value its branches saw.
 */
function logicSession(flow: FlowLogic, stores: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const session: Record<string, unknown> = { ...stores };
  for (const screen of flow.screens) {
    if (screen.type !== 'questionnaire') continue;
    const stored = stores[screen.store];
    // logicAnswers keeps only what each step's model accepts as its answer.
    if (isRecord(stored) && isRecord(stored.answers))
      session[screen.store] = { ...stored, answers: logicAnswers(screen, stored.answers as Answers) };
  }
  return session;
}

/** A value as JSON carries it: arithmetic on an answer not given (NaN) or nothing at all is null. */
function plainValue(value: unknown): unknown {
  return value === undefined || (typeof value === 'number' && !Number.isFinite(value)) ? null : value;
}

/**
 * The flow's computed values over the stores given, each worked out once, as plain values: what
 * prompts, emails and result screens read as `computed.<name>`. The browser and the server both
 * call this over the same stores, so a prompt the server writes holds the values the browser showed.
 * A value that cannot be worked out (an answer not given) is null.
 */
export function computedValues(flow: FlowLogic, stores: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const rules = flow.computed ?? {};
  const { computed } = logicData({ session: logicSession(flow, stores), computed: rules }) as {
    computed: Record<string, unknown>;
  };
  return Object.fromEntries(Object.keys(rules).map((name) => [name, plainValue(computed[name])]));
}

/** What a prompt, an email or a result screen's text reads: the stores by key, and `computed`. */
export function templateScope(flow: FlowLogic, stores: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return { ...stores, computed: computedValues(flow, stores) };
}
