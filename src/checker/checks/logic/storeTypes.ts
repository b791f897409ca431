import { isAnsweredScreen } from '../../../engine/flow/screenKinds.ts';
import { flowCatalogue, type FlowCatalogue } from '../../../engine/catalogue/flowCatalogue.ts';
import type { AskedField, AskedStep, Question } from '../../../engine/catalogue/question.ts';
import { isRecord } from '../../../engine/forms/isRecord.ts';
import { authoringFor } from '../../../engine/steps/authoring/registry.ts';
import {
  anyType,
  booleanType,
  numberType,
  textType,
  type LogicType,
} from '../../../engine/steps/authoring/logicType.ts';
import type { Content, FlowContent } from '../../../engine/content/types.ts';
import { ruleReads } from './ruleReads.ts';
import { laterTitle, type RuleScope } from './ruleScope.ts';

/** A form field's type in a rule, from its JSON Schema: a choice keeps its values and titles. */
export function fieldType(schema: Record<string, unknown>): LogicType {
  const choices = Array.isArray(schema.oneOf) ? schema.oneOf.filter(isRecord) : [];
  if (Array.isArray(schema.enum))
    return { kind: 'text', options: schema.enum.map((value) => ({ value: String(value), label: String(value) })) };
  if (choices.length > 0 && choices.every((choice) => 'const' in choice))
    return {
      kind: 'text',
      options: choices.map((choice) => ({
        value: String(choice.const),
        label: typeof choice.title === 'string' ? choice.title : String(choice.const),
      })),
    };
  if (schema.type === 'string') return textType;
  if (schema.type === 'number' || schema.type === 'integer') return numberType;
  if (schema.type === 'boolean') return booleanType;
  if (schema.type === 'array') return { kind: 'list', of: isRecord(schema.items) ? fieldType(schema.items) : anyType };
  return anyType;
}

/** A question's value as rules read it: a step by its type's authoring, a field by its JSON Schema. */
function questionType(question: Question): LogicType {
  if (question.source === 'step') return authoringFor(question.step).logicType(question.step);
  if (question.source === 'field') return fieldType(question.schema);
  return anyType;
}

/** The answers of `questions` as rules read them: each question's type under its id. */
export function answersType(questions: readonly Question[]): Record<string, LogicType> {
  return Object.fromEntries(questions.map((question) => [question.id, questionType(question)]));
}

/** The names a question's reading may not use yet: itself and every question after it in its screen. */
function laterPaths(questions: readonly Pick<Question, 'id' | 'title' | 'path'>[]): Map<string, string> {
  return new Map(
    questions.flatMap((question) => [
      [`answers.${question.id}`, question.title],
      [question.path, question.title],
    ]),
  );
}

/**
 * What the question `question` (a step, or a form's field with a `ui:when`) may read: the flow's
 * names, and the answers to the questions before it in its screen (as answers.<id> and under the
 * screen's store: `<store>.answers.<id>` for a step, `<store>.<field>` for a field). Those asked
 * later are listed, however a path names them, and so are the computed values worked out from
 * them, so the checker can say "asked later" rather than call them unknown.
 */
export function questionScope(
  catalogue: FlowCatalogue,
  question: AskedStep | AskedField,
  flowFields: Readonly<Record<string, LogicType>>,
): RuleScope {
  const questions = catalogue.ofScreen(question.screen).filter((entry) => entry.source === question.source);
  const index = questions.findIndex((entry) => entry.id === question.id);
  const before = { kind: 'object', fields: answersType(questions.slice(0, index)) } as const;
  const later = laterPaths(questions.slice(index));
  const own = question.source === 'step' ? ({ kind: 'object', fields: { answers: before } } as const) : before;
  return {
    fields: { ...flowFields, answers: before, [question.store]: own },
    later,
    laterThroughComputed: computedReadingLater(catalogue, later),
  };
}

/** Each computed value that reads (directly or through others) a path in `later`: name → that path's title. */
function computedReadingLater(catalogue: FlowCatalogue, later: ReadonlyMap<string, string>): Map<string, string> {
  const found = new Map<string, string>();
  for (const question of catalogue.questions) {
    if (question.source !== 'computed') continue;
    const title = pathsReadBy(catalogue, question.id)
      .map((path) => laterTitle(later, path))
      .find((candidate) => candidate !== undefined);
    if (title !== undefined) found.set(question.id, title);
  }
  return found;
}

/** Every answer path a computed value reads, following the computed values it reads. */
function pathsReadBy(catalogue: FlowCatalogue, name: string, seen = new Set<string>()): string[] {
  const question = catalogue.at(`computed.${name}`);
  if (question?.source !== 'computed' || seen.has(name)) return [];
  seen.add(name);
  return ruleReads(question.rule).flatMap((path) =>
    path.startsWith('computed.') ? pathsReadBy(catalogue, path.split('.')[1] ?? '', seen) : [path],
  );
}

/**
 * Every store a flow's screens write, typed as rules read them, from the flow's catalogue: a
 * questionnaire's as { answers: { <question id>: type } } (follow-ups included), a form's as its
 * fields.
 */
export function storeTypes(content: Content, flow: FlowContent): Record<string, LogicType> {
  const catalogue = flowCatalogue(content, flow);
  const stores: Record<string, LogicType> = {};
  for (const screen of flow.screens) {
    if (!isAnsweredScreen(screen)) continue;
    const fields = answersType(catalogue.ofScreen(screen.id));
    stores[screen.store] =
      screen.type === 'questionnaire'
        ? { kind: 'object', fields: { answers: { kind: 'object', fields } } }
        : { kind: 'object', fields };
  }
  return stores;
}
