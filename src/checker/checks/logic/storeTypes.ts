import { declaredProperties } from '../../../engine/forms/declaredProperties.ts';
import { isRecord } from '../../../engine/forms/isRecord.ts';
import { questionsOf } from '../../../engine/logic/questions.ts';
import { authoringFor } from '../../../engine/steps/authoring/registry.ts';
import {
  anyType,
  booleanType,
  numberType,
  textType,
  type LogicType,
} from '../../../engine/steps/authoring/logicType.ts';
import type { Content, FlowContent, QuestionnaireScreen } from '../../../engine/content/types.ts';
import type { RuleScope } from './ruleScope.ts';

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

/** The answers of `questions` as rules read them: each step's logicType under its id. */
export function answersType(questions: ReturnType<typeof questionsOf>): Record<string, LogicType> {
  return Object.fromEntries(questions.map(({ step }) => [step.id, authoringFor(step).logicType(step)]));
}

/**
 * What the question at `index` of `screen` may read: the flow's names, and the answers to the
 * questions before it (as answers.<id> and under the screen's store); those asked later are
 * listed so the checker can say so rather than call them unknown.
 */
export function questionScope(
  screen: QuestionnaireScreen,
  index: number,
  flowFields: Readonly<Record<string, LogicType>>,
): RuleScope {
  const questions = questionsOf(screen);
  const before = { kind: 'object', fields: answersType(questions.slice(0, index)) } as const;
  return {
    fields: { ...flowFields, answers: before, [screen.store]: { kind: 'object', fields: { answers: before } } },
    later: new Map(questions.slice(index).map(({ step }) => [step.id, step.title])),
  };
}

/** A questionnaire's store: { answers: { <step id>: type } }. */
function questionnaireType(screen: QuestionnaireScreen): LogicType {
  return { kind: 'object', fields: { answers: { kind: 'object', fields: answersType(questionsOf(screen)) } } };
}

/** Every store a flow's screens write, typed as rules read them. */
export function storeTypes(content: Content, flow: FlowContent): Record<string, LogicType> {
  const stores: Record<string, LogicType> = {};
  for (const screen of flow.screens) {
    if (screen.type === 'questionnaire') stores[screen.store] = questionnaireType(screen);
    if (screen.type !== 'form') continue;
    const form = content.forms[screen.form];
    const fields = Object.fromEntries(
      declaredProperties(form?.schema).map((property) => [property.name, fieldType(property.schema)]),
    );
    stores[screen.store] = { kind: 'object', fields };
  }
  return stores;
}
