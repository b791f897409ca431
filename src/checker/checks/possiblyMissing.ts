import { catalogueOfStore, type FlowCatalogue } from '../../engine/catalogue/flowCatalogue.ts';
import { type AskCondition, mayBeMissing, type Question } from '../../engine/catalogue/question.ts';
import type { Content } from '../../engine/content/types.ts';

/** The question `path` reads in `catalogue`: the path itself, or one it is inside (a range's `.min`, a list's items). */
function questionRead(catalogue: FlowCatalogue | undefined, path: string): Question | undefined {
  const segments = path.split('.').map((segment) => segment.replace(/\[\]$/, ''));
  for (let length = segments.length; length > 0; length -= 1) {
    const question = catalogue?.at(segments.slice(0, length).join('.'));
    if (question) return question;
  }
  return undefined;
}

/** Why a question's value may be missing, in an author's words. */
function why(catalogue: FlowCatalogue, question: Question): string {
  if (question.source === 'param') return 'a link carries a URL parameter or not';
  const conditions: readonly AskCondition[] = question.conditions;
  const chosen = conditions.findLast(
    (condition): condition is Extract<AskCondition, { kind: 'chosen' }> => condition.kind === 'chosen',
  );
  if (chosen) {
    const offering = catalogue.questions.find((other) => other.source === 'step' && other.id === chosen.of);
    const label = offering?.options?.find((option) => option.value === chosen.option)?.label ?? chosen.option;
    return `follow-up "${question.id}" is asked only when "${label}" is chosen for "${chosen.of}"`;
  }
  const branch = conditions.find(
    (condition): condition is Extract<AskCondition, { kind: 'schema' }> => condition.kind === 'schema',
  );
  if (branch) return `form "${branch.form}" shows it only when its condition holds`;
  if (question.source === 'field' && question.conditions.length > 0)
    return `form "${question.form}" shows "${question.id}" only when its "ui:when" holds`;
  if (question.conditions.length > 0)
    return `${question.source} "${question.id}" is asked only when its condition holds`;
  if (question.source === 'field') return `form "${question.form}" does not require it`;
  return `step "${question.id}" has "required: false", so a visitor may leave it unanswered`;
}

/** A question that may be missing for some visitors, with why; undefined when it is always there. */
export interface MissingFor {
  question: Question;
  why: string;
}

/**
 * Whether the value at `path` (a store's dotted path) may be missing when read: a step, follow-up
 * or form field asked only under a condition, one a visitor may leave unanswered, or a URL
 * parameter. `catalogue` is the flow the reader belongs to; a store's own flow otherwise.
 */
export function possiblyMissing(content: Content, path: string, catalogue?: FlowCatalogue): MissingFor | undefined {
  const store = path.split('.')[0] ?? '';
  const flowOf = catalogue?.ofStore(store).length ? catalogue : catalogueOfStore(content, store);
  const question = questionRead(flowOf, path);
  if (!flowOf || !question || !mayBeMissing(question)) return undefined;
  return { question, why: why(flowOf, question) };
}

/** The refusal of a placeholder that prints a possibly missing value with no fallback, naming the fix. */
export function needsFallback(path: string, missing: MissingFor): string {
  return `may be missing (${missing.why}): declare what to write then, e.g. {{ ${path} ?? "not asked" }}`;
}

/** The refusal of a precheck's or a guard's requirement of a possibly missing value, naming the fix. */
export function mayNotRequire(path: string, missing: MissingFor): string {
  return `"${path}" may be missing: ${missing.why}, so requiring it would turn away every visitor who was not asked; require only what every visitor answers`;
}

/** The refusal of a rubric criterion on a possibly missing value that is not optional, naming the fix. */
export function mustBeOptional(path: string, missing: MissingFor): string {
  return `"${path}" may be missing (${missing.why}): add "optional: true" so a visitor who was not asked is not marked down`;
}
