import { holds } from '../../../engine/logic/evaluate.ts';
import type { AskedStep } from '../../../engine/catalogue/question.ts';
import { ruleReads } from './ruleReads.ts';

/** Beyond this many combinations of earlier choices a condition is not tried exhaustively. */
const maxCombinations = 1024;

/** The answers a choice question can hold as rules read them, or undefined for one that is not a choice. */
function choicesOf(question: AskedStep): unknown[] | undefined {
  const { step } = question;
  if (!('options' in step)) return undefined;
  const values = step.options.map((option) => option.value);
  // Unanswered (the question itself skipped) is a possibility too.
  if (step.type === 'checkbox') return [null, ...values.map((value) => [value]), values];
  return [null, ...values];
}

/**
 * Whether the conditions of `question` can never all hold, tried against every combination of the
 * earlier choice questions they read. Decided only when every name read is such a question (a
 * text, a range or another store could hold anything), so a warning is never a guess.
 */
export function neverAsked(question: AskedStep, earlier: readonly AskedStep[], store: string): boolean {
  const rules = question.conditions.map((condition) => condition.rule);
  const reads = [...new Set(rules.flatMap(ruleReads))];
  const byId = new Map(earlier.map((candidate) => [candidate.step.id, candidate]));
  const axes: [string, unknown[]][] = [];
  for (const path of reads) {
    const id = path.slice('answers.'.length);
    const source = path.startsWith('answers.') ? byId.get(id) : undefined;
    const choices = source ? choicesOf(source) : undefined;
    if (!choices) return false;
    axes.push([id, choices]);
  }
  const combinations = axes.reduce((count, [, choices]) => count * choices.length, 1);
  if (axes.length === 0 || combinations > maxCombinations) return false;
  for (let index = 0; index < combinations; index += 1) {
    const answers: Record<string, unknown> = {};
    let rest = index;
    for (const [id, choices] of axes) {
      answers[id] = choices[rest % choices.length];
      rest = Math.floor(rest / choices.length);
    }
    const data = { answers, [store]: { answers } };
    if (rules.every((rule) => holds(rule, data))) return false;
  }
  return true;
}
