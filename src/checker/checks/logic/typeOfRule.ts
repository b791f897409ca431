import { didYouMean } from '../../didYouMean.ts';
import type { PathSegment } from '../../problem.ts';
import {
  describeType,
  numberType,
  textType,
  type LogicType,
  anyType,
  booleanType,
} from '../../../engine/steps/authoring/logicType.ts';
import { literalProblem } from './literalProblem.ts';
import { laterTitle, type RuleScope } from './ruleScope.ts';

/** A problem inside a rule: where (below the rule) and what. */
export type RuleProblem = [at: readonly PathSegment[], message: string];

const comparisons = ['==', '!=', '===', '!=='];
const orderings = ['<', '<=', '>', '>='];
const arithmetic = ['+', '-', '*', '/', '%', 'min', 'max'];
const logical = ['and', 'or', '!', '!!', 'if'];
/** The operators the content language allows: enough for conditions and scores, all type-checked. */
const logicOperators = ['var', ...comparisons, ...orderings, ...arithmetic, ...logical, 'in', 'cat'];

interface Checker {
  scope: RuleScope;
  problems: RuleProblem[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function literalType(value: unknown): LogicType {
  if (typeof value === 'string') return textType;
  if (typeof value === 'number') return numberType;
  if (typeof value === 'boolean') return booleanType;
  return anyType;
}

/** Why `path` reads a question not yet asked, directly or through a computed value, or null. */
function askedLaterProblem(scope: RuleScope, path: string): string | null {
  const later = laterTitle(scope.later, path);
  if (later !== undefined)
    return `"${path}" reads the answer to "${later}", which is asked later; a condition can only read questions asked before it`;
  const [root, name = ''] = path.split('.');
  const through = root === 'computed' ? scope.laterThroughComputed?.get(name) : undefined;
  return through === undefined
    ? null
    : `"${path}" is worked out from the answer to "${through}", which is asked later; a condition can only read questions asked before it`;
}

/** The type at a dotted path, or a message saying why there is none. */
function resolveVar(scope: RuleScope, path: string): LogicType | string {
  const later = askedLaterProblem(scope, path);
  if (later !== null) return later;
  const segments = path.split('.');
  let fields = scope.fields;
  let type: LogicType = anyType;
  for (const [index, segment] of segments.entries()) {
    const known = Object.hasOwn(fields, segment) ? fields[segment] : undefined;
    const within = segments.slice(0, index).join('.');
    if (!known) {
      const where = within === '' ? 'a store, answers, computed or a URL parameter' : `"${within}"`;
      return `"${path}": "${segment}" is not ${where === `"${within}"` ? `in ${where}` : where}${didYouMean(segment, Object.keys(fields))}`;
    }
    type = known;
    if (index === segments.length - 1) break;
    if (type.kind === 'any') return anyType;
    if (type.kind !== 'object')
      return `"${path}": "${segments.slice(0, index + 1).join('.')}" is ${describeType(type)}, which has no "${segments[index + 1] ?? ''}"`;
    fields = type.fields;
  }
  return type;
}

function checkVar(checker: Checker, args: unknown, at: readonly PathSegment[]): LogicType {
  const path: unknown = Array.isArray(args) ? args[0] : args;
  if (typeof path !== 'string' || path === '') {
    checker.problems.push([at, '"var" takes the dotted name of an answer, e.g. {var: answers.stage}']);
    return anyType;
  }
  const type = resolveVar(checker.scope, path);
  if (typeof type === 'string') {
    checker.problems.push([at, type]);
    return anyType;
  }
  return type;
}

/** A text literal compared with a choice must be one of its values; a label is named as such. */
function checkChoiceValue(checker: Checker, choice: LogicType, literal: unknown, at: readonly PathSegment[]) {
  if (choice.kind !== 'text' || !choice.options || typeof literal !== 'string') return;
  const values = choice.options.map((option) => option.value);
  if (values.includes(literal)) return;
  const byLabel = choice.options.find((option) => option.label === literal);
  checker.problems.push([
    at,
    byLabel
      ? `"${literal}" is an option's label; rules compare with its stored value "${byLabel.value}"`
      : `"${literal}" is not one of the question's options (${values.map((value) => `"${value}"`).join(', ')})${didYouMean(literal, values)}`,
  ]);
}

/** Each literal argument checked against the type of every other argument (literalProblem). */
function checkLiterals(
  checker: Checker,
  types: readonly LogicType[],
  args: readonly unknown[],
  argAt: (index: number) => readonly PathSegment[],
) {
  types.forEach((type, index) =>
    args.forEach((arg, other) => {
      const problem = other === index ? null : literalProblem(type, arg);
      if (problem) checker.problems.push([argAt(other), problem]);
    }),
  );
}

const isDate = (type: LogicType) => type.kind === 'text' && type.date === true;
const isLiteral = (arg: unknown) => typeof arg === 'string' || typeof arg === 'number' || typeof arg === 'boolean';

function refuseShape(checker: Checker, type: LogicType, op: string, at: readonly PathSegment[], expected: string) {
  if (type.kind === 'list')
    checker.problems.push([
      at,
      `"${op}" compares a list as if it were ${expected}; use {in: [value, list]} to ask whether a value was chosen`,
    ]);
  else if (type.kind === 'object')
    checker.problems.push([
      at,
      `"${op}" compares ${describeType(type)} as if it were ${expected}; compare one of its fields, e.g. .min or .max`,
    ]);
}

/**
 * `at(index)` is where argument `index` is written: a list's item, or for the one-argument
 * shorthand ({"!": {var: x}}) the operator's own value.
 */
function checkArgs(
  checker: Checker,
  op: string,
  args: unknown[],
  argAt: (index: number) => readonly PathSegment[],
): LogicType {
  const at = argAt(-1);
  const types = args.map((arg, index) => typeOf(checker, arg, argAt(index)));
  if (comparisons.includes(op)) {
    if (args.length !== 2) checker.problems.push([at, `"${op}" compares two values`]);
    types.forEach((type, index) => {
      refuseShape(checker, type, op, argAt(index), 'text or a number');
      const other = index === 0 ? 1 : 0;
      checkChoiceValue(checker, type, args[other], argAt(other));
    });
    checkLiterals(checker, types, args, argAt);
    return booleanType;
  }
  if (orderings.includes(op) || arithmetic.includes(op)) {
    // Days written YYYY-MM-DD order as text does, so a date orders against dates (and day literals).
    // A literal is checked against what it is compared with (checkLiterals), so once.
    const ordering = orderings.includes(op);
    const ordersDates = ordering && types.some(isDate);
    types.forEach((type, index) => {
      refuseShape(checker, type, op, argAt(index), 'a number');
      if (ordering && isLiteral(args[index])) return;
      if (ordersDates ? !isDate(type) : type.kind === 'text' || type.kind === 'boolean')
        checker.problems.push([
          argAt(index),
          ordersDates
            ? `"${op}" compares a date with ${describeType(type)}; compare it with a day written YYYY-MM-DD or another date`
            : `"${op}" needs numbers, and this is ${describeType(type)}`,
        ]);
    });
    if (ordering) checkLiterals(checker, types, args, argAt);
    return ordering ? booleanType : numberType;
  }
  if (op === 'in') {
    const [needle, haystack] = types;
    if (args.length !== 2 || !needle || !haystack) {
      checker.problems.push([at, '"in" takes a value and a list (or a text to search)']);
      return booleanType;
    }
    if (haystack.kind === 'list') checkChoiceValue(checker, haystack.of, args[0], argAt(0));
    if (Array.isArray(args[1])) {
      args[1].forEach((item, index) => {
        checkChoiceValue(checker, needle, item, [...argAt(1), index]);
        const problem = literalProblem(needle, item);
        if (problem) checker.problems.push([[...argAt(1), index], problem]);
      });
    }
    if (haystack.kind === 'number' || haystack.kind === 'boolean' || haystack.kind === 'object')
      checker.problems.push([argAt(1), `"in" looks in a list or a text, and this is ${describeType(haystack)}`]);
    return booleanType;
  }
  if (op === 'if') return types[1] ?? anyType;
  if (op === 'cat') return textType;
  return booleanType;
}

/**
 * The type of a rule's value, pushing a problem for each mistake found: an unknown operator or
 * name (with a did-you-mean), a question asked later, a value that is none of a choice's options
 * (or its label instead of its value), a list or a range compared as if it were text or a number.
 */
function typeOf(checker: Checker, rule: unknown, at: readonly PathSegment[]): LogicType {
  if (Array.isArray(rule)) {
    rule.forEach((item, index) => typeOf(checker, item, [...at, index]));
    return { kind: 'list', of: rule.length > 0 ? literalType(rule[0]) : anyType };
  }
  if (!isRecord(rule)) return literalType(rule);
  const ops = Object.keys(rule);
  const [op] = ops;
  if (ops.length !== 1 || op === undefined) {
    checker.problems.push([
      at,
      `a rule is one operator with its arguments, e.g. {"==": [{var: answers.stage}, seed]}; this has ${ops.length === 0 ? 'none' : ops.map((key) => `"${key}"`).join(', ')}`,
    ]);
    return anyType;
  }
  const args = rule[op];
  if (!logicOperators.includes(op)) {
    checker.problems.push([[...at, op], `unknown operator "${op}"${didYouMean(op, logicOperators)}`]);
    return anyType;
  }
  if (op === 'var') return checkVar(checker, args, [...at, op]);
  const opAt = [...at, op];
  if (!Array.isArray(args)) return checkArgs(checker, op, [args], () => opAt);
  return checkArgs(checker, op, args, (index) => (index < 0 ? opAt : [...opAt, index]));
}

/** Type-checks one rule against the names it may read; its type and its problems. */
export function checkRule(rule: unknown, scope: RuleScope): { type: LogicType; problems: RuleProblem[] } {
  const checker: Checker = { scope, problems: [] };
  const type = typeOf(checker, rule, []);
  return { type, problems: checker.problems };
}
