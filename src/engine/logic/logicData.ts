import { evaluateRule } from './evaluate.ts';
import type { LogicRule, LogicValue } from './logicValue.ts';

/** What rules may read besides the questionnaire being answered. */
export interface LogicContext {
  /** The session's stores by key (forms, other questionnaires, URL parameters). */
  session: Readonly<Record<string, unknown>>;
  /** The flow's named calculations (`computed:`), read by rules as computed.<name>. */
  computed: Readonly<Record<string, LogicRule>>;
}

export const noLogic: LogicContext = { session: {}, computed: {} };

/**
 * The data every rule and template reads: the session's stores, this questionnaire's answers both
 * as `answers` and under its store key, and `computed`, whose values are worked out when read, so
 * they always reflect the answers as they stand (and a rule that never reads one costs nothing).
 * A computed value that reads itself, directly or through others, is undefined (the checker
 * refuses such a cycle; this keeps unchecked content from recursing forever).
 */
export function logicData(
  context: LogicContext,
  store?: string,
  answers?: Readonly<Record<string, LogicValue>>,
): Record<string, unknown> {
  const computed: Record<string, unknown> = {};
  const data: Record<string, unknown> = { ...context.session, computed };
  if (store !== undefined && answers !== undefined) {
    data[store] = { answers };
    data.answers = answers;
  }
  const working = new Set<string>();
  for (const [name, rule] of Object.entries(context.computed)) {
    Object.defineProperty(computed, name, {
      enumerable: true,
      get() {
        if (working.has(name)) return undefined;
        working.add(name);
        try {
          return evaluateRule(rule, data);
        } finally {
          working.delete(name);
        }
      },
    });
  }
  return data;
}
