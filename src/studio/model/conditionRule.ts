import type { LogicType } from '../../engine/steps/authoring/logicType.ts';
import type { LogicRule } from '../../engine/logic/logicValue.ts';
import { isPlainObject } from './jsonSchema.ts';
import { sameValue } from './nodeEdits.ts';

/** An answer a condition can read, as the pickers offer it: its rule path, its name in words, its type. */
export interface Subject {
  path: string;
  label: string;
  type: LogicType;
}

export type Operator =
  'is' | 'isNot' | 'includes' | 'excludes' | 'below' | 'atMost' | 'above' | 'atLeast' | 'answered' | 'unanswered';

export type ClauseValue = string | number | boolean;

/** One comparison as the pickers hold it: answer, operator, value (none for "is answered"). */
export interface Clause {
  path: string;
  operator: Operator;
  value?: ClauseValue;
}

/** A "show only when": one clause, or several that must all (`and`) or any (`or`) hold. */
export interface Condition {
  join: 'and' | 'or';
  clauses: Clause[];
}

/** The JSON Logic operator each comparison writes, as an author writes it (docs/guide/logic-and-branches.md). */
const comparisonOf = { is: '==', isNot: '!=', below: '<', atMost: '<=', above: '>', atLeast: '>=' } as const;
type Comparison = keyof typeof comparisonOf;

const operatorWords: Record<Operator, string> = {
  is: 'is',
  isNot: 'is not',
  includes: 'includes',
  excludes: 'does not include',
  below: 'is less than',
  atMost: 'is at most',
  above: 'is more than',
  atLeast: 'is at least',
  answered: 'is answered',
  unanswered: 'is not answered',
};

/** How the operator picker names an operator; a date's order reads as before/after. */
export function operatorLabel(operator: Operator, type: LogicType): string {
  if (type.kind === 'text' && type.date && operator === 'below') return 'is before';
  if (type.kind === 'text' && type.date && operator === 'above') return 'is after';
  return operatorWords[operator];
}

/** The operators that make sense for an answer of `type`, first the one a new clause starts with. */
export function operatorsFor(type: LogicType): Operator[] {
  switch (type.kind) {
    case 'list':
      return ['includes', 'excludes'];
    case 'number':
      return ['is', 'isNot', 'below', 'atMost', 'above', 'atLeast'];
    case 'boolean':
      return ['is'];
    case 'text':
      if (type.options) return ['is', 'isNot'];
      return type.date ? ['is', 'isNot', 'below', 'above'] : ['is', 'isNot', 'answered', 'unanswered'];
    default:
      return ['is', 'isNot', 'answered', 'unanswered'];
  }
}

/** What the value picker is: a choice among options, yes/no, a number, free text, or nothing. */
export type ValueInput =
  | { kind: 'choice'; options: readonly { value: string; label: string }[] }
  | { kind: 'boolean' }
  | { kind: 'number'; min?: number; max?: number }
  | { kind: 'text'; date?: true }
  | { kind: 'none' };

export function valueInputFor(type: LogicType, operator: Operator): ValueInput {
  if (operator === 'answered' || operator === 'unanswered') return { kind: 'none' };
  const compared = type.kind === 'list' ? type.of : type;
  if (compared.kind === 'text' && compared.options) return { kind: 'choice', options: compared.options };
  if (compared.kind === 'boolean') return { kind: 'boolean' };
  if (compared.kind === 'number')
    return {
      kind: 'number',
      ...(compared.min !== undefined ? { min: compared.min } : {}),
      ...(compared.max !== undefined ? { max: compared.max } : {}),
    };
  return compared.kind === 'text' && compared.date ? { kind: 'text', date: true } : { kind: 'text' };
}

/** A clause with everything its operator needs: one the file can hold. */
function isComplete(clause: Clause): boolean {
  return clause.operator === 'answered' || clause.operator === 'unanswered' || clause.value !== undefined;
}

function clauseRule({ path, operator, value }: Clause): LogicRule {
  const answer = { var: path };
  switch (operator) {
    case 'includes':
      return { in: [value, answer] };
    case 'excludes':
      return { '!': [{ in: [value, answer] }] };
    case 'answered':
      return { '!!': [answer] };
    case 'unanswered':
      return { '!': [answer] };
    default:
      return { [comparisonOf[operator]]: [answer, value] };
  }
}

/**
 * The rule a condition writes: the JSON Logic an author writes by hand, one comparison bare,
 * several under `and`/`or`. Undefined while a clause lacks its value (nothing to write yet).
 */
export function ruleOf(condition: Condition): LogicRule {
  if (condition.clauses.length === 0 || !condition.clauses.every(isComplete)) return undefined;
  const rules = condition.clauses.map(clauseRule);
  return rules.length === 1 ? rules[0] : { [condition.join]: rules };
}

function onlyKey(rule: unknown): [string, unknown] | undefined {
  if (!isPlainObject(rule)) return undefined;
  const entries = Object.entries(rule);
  return entries.length === 1 ? entries[0] : undefined;
}

/** The path of a `{var: path}`, else undefined. */
function varPath(node: unknown): string | undefined {
  const entry = onlyKey(node);
  return entry?.[0] === 'var' && typeof entry[1] === 'string' ? entry[1] : undefined;
}

function isValue(value: unknown): value is ClauseValue {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

function clauseOf(rule: unknown): Clause | undefined {
  const entry = onlyKey(rule);
  if (!entry) return undefined;
  const [operator, args] = entry;
  if (operator === 'in' && Array.isArray(args) && args.length === 2) {
    const path = varPath(args[1]);
    return path !== undefined && isValue(args[0]) ? { path, operator: 'includes', value: args[0] } : undefined;
  }
  if (operator === '!' || operator === '!!') {
    // Written as a one-item list, as ruleOf writes it; another spelling stays text (conditionOf).
    const inner: unknown = Array.isArray(args) && args.length === 1 ? args[0] : undefined;
    const path = varPath(inner);
    if (path !== undefined) return { path, operator: operator === '!' ? 'unanswered' : 'answered' };
    const included = operator === '!' ? clauseOf(inner) : undefined;
    return included?.operator === 'includes' ? { ...included, operator: 'excludes' } : undefined;
  }
  const comparison = (Object.keys(comparisonOf) as Comparison[]).find((key) => comparisonOf[key] === operator);
  if (comparison === undefined || !Array.isArray(args) || args.length !== 2) return undefined;
  const path = varPath(args[0]);
  return path !== undefined && isValue(args[1]) ? { path, operator: comparison, value: args[1] } : undefined;
}

/** Whether the pickers can show the clause: a known answer, an operator for its type, a value it offers. */
function pickable(clause: Clause, subjects: readonly Subject[]): boolean {
  const subject = subjects.find((candidate) => candidate.path === clause.path);
  if (!subject || !operatorsFor(subject.type).includes(clause.operator)) return false;
  const input = valueInputFor(subject.type, clause.operator);
  switch (input.kind) {
    case 'choice':
      return input.options.some((option) => option.value === clause.value);
    case 'boolean':
      return typeof clause.value === 'boolean';
    case 'number':
      return typeof clause.value === 'number';
    case 'text':
      return typeof clause.value === 'string';
    default:
      return clause.value === undefined;
  }
}

/**
 * The pickers' reading of a rule, or undefined when they cannot show it exactly: another shape,
 * an answer they do not offer, a value that is not one of its options (e.g. a label typed where
 * the value belongs). Such a rule stays text, so nothing an author wrote is ever lost or rewritten.
 */
export function conditionOf(rule: LogicRule, subjects: readonly Subject[]): Condition | undefined {
  const entry = onlyKey(rule);
  const joined = entry && (entry[0] === 'and' || entry[0] === 'or') && Array.isArray(entry[1]) ? entry : undefined;
  const parts: unknown[] = joined ? (joined[1] as unknown[]) : [rule];
  const clauses = parts.map(clauseOf);
  if (clauses.length === 0 || !clauses.every((clause) => clause !== undefined && pickable(clause, subjects)))
    return undefined;
  const condition: Condition = { join: joined?.[0] === 'or' ? 'or' : 'and', clauses: clauses as Clause[] };
  // Only a reading that writes the very same rule back is the pickers' to show.
  return sameValue(ruleOf(condition), rule) ? condition : undefined;
}
