import jsonLogic from 'json-logic-js';
import type { LogicRule } from './logicValue.ts';

/**
 * The value of a rule over `data`. A rule that fails at run time (it cannot, once the checker has
 * type-checked it; this is the guard for content that skipped the checker) is undefined rather
 * than an exception, so one bad rule never breaks a questionnaire or a server request.
 */
export function evaluateRule(rule: LogicRule, data: unknown): unknown {
  try {
    return jsonLogic.apply(rule, data);
  } catch {
    return undefined;
  }
}

/** Whether a condition holds: JSON Logic's truthiness, so an empty list or '' is false. */
export function holds(rule: LogicRule, data: unknown): boolean {
  return jsonLogic.truthy(evaluateRule(rule, data));
}
