import type { ChoiceOption, Step, UrlParam } from '../content/types.ts';
import type { LogicRule } from '../logic/logicValue.ts';

/** A path from a declaration's file root, e.g. ['screens', 2, 'steps', 6, 'options', 3, 'followUp']. */
export type DeclaredAt = readonly (string | number)[];

/**
 * What a question's answer is, whatever asks it: one vocabulary for steps, form fields, URL
 * parameters and computed values (a date is text in ISO form; a range is {min, max}).
 */
export type AnswerType = 'text' | 'number' | 'boolean' | 'list' | 'range' | 'object' | 'any';

/** A condition written as a rule, which the engine evaluates over the answers as they stand. */
export type RuleCondition =
  /** Its own `when` holds over the answers before it (and the flow's stores, computed values, parameters). */
  | { kind: 'when'; rule: LogicRule }
  /** A follow-up: `option` is chosen for the step `of` (for a checkbox step, among its ticks). */
  | { kind: 'chosen'; of: string; option: string; rule: LogicRule };

/** One reason a question is asked only for some visitors. */
export type AskCondition =
  | RuleCondition
  /** A form field declared in a JSON Schema branch (`then`, `else`, `allOf`…) at `at` of the form's schema. */
  | { kind: 'schema'; form: string; at: DeclaredAt };

/** What every entry of the catalogue says, whatever declares it. */
interface Entry {
  /** The step id, field name, parameter name or computed value's name. */
  id: string;
  /** What a person reads for it: a step's title, a field's title, or the id when it has none. */
  title: string;
  /** The session key its value is kept under (`params` and `computed` for those two). */
  store: string;
  /** The dotted path rules and templates read it by: `<store>.answers.<id>`, `<store>.<field>`, `params.<name>`, `computed.<name>`. */
  path: string;
  type: AnswerType;
  /** The values it can take with their labels, for a choice. */
  options?: readonly ChoiceOption[];
  /** How it is written or shown: a step's `currency`/`multiple`, a field's `email`, `date` or its `ui:options` number format. */
  format?: string;
  /** Whether an answer must be given once it is asked (a step unless `required: false`; a form field when `required`). */
  required: boolean;
  /** Empty when it is asked whenever its screen is (a parameter: whenever the address carries it). */
  conditions: readonly AskCondition[];
}

/**
 * A questionnaire's step or an option's follow-up (at any depth), as its screen asks it
 * (screenQuestions): what navigation, the path and the browser read, in the order it may be asked.
 */
export interface AskedStep {
  source: 'step';
  id: string;
  title: string;
  /** The screen that asks it. */
  screen: string;
  store: string;
  /** `<store>.answers.<id>`. */
  path: string;
  required: boolean;
  options?: readonly ChoiceOption[];
  /** A step is asked when every one of these holds. */
  conditions: readonly RuleCondition[];
  step: Step;
  /** The step whose option asks it; absent for a declared step. */
  followUpOf?: string;
  /** Where it is declared in its screen, e.g. ['steps', 6, 'options', 3, 'followUp']. */
  at: DeclaredAt;
}

/** A step or follow-up in the flow's catalogue: as asked, with its answer's type and format like every question. */
export interface StepQuestion extends AskedStep, Entry {
  source: 'step';
  conditions: readonly RuleCondition[];
}

/**
 * A form's field (a top-level property of its schema, conditional ones included), as its screen
 * asks it (formFields): what the browser's form reads to show, hide and keep answers.
 */
export interface AskedField {
  source: 'field';
  id: string;
  title: string;
  screen: string;
  form: string;
  store: string;
  /** `<store>.<field>`. */
  path: string;
  required: boolean;
  /** A JSON Schema branch that declares it, and its uiSchema's `ui:when`. */
  conditions: readonly AskCondition[];
  /** The field's JSON Schema. */
  schema: Readonly<Record<string, unknown>>;
  /** Where the field is declared in the form's schema, e.g. ['then', 'properties', 'otherIndustry']. */
  at: DeclaredAt;
}

/** A form's field in the flow's catalogue: as asked, with its answer's type, options and format. */
export interface FieldQuestion extends AskedField, Entry {
  source: 'field';
  conditions: readonly AskCondition[];
}

/** A URL parameter the flow declares: there only when the address carries a valid value. */
export interface ParamQuestion extends Entry {
  source: 'param';
  param: UrlParam;
}

/** A value the flow computes from the others (`computed:`). */
export interface ComputedQuestion extends Entry {
  source: 'computed';
  rule: LogicRule;
}

export type Question = StepQuestion | FieldQuestion | ParamQuestion | ComputedQuestion;

/**
 * Whether a question's value may be missing when something reads it: asked only under a
 * condition, a step a visitor may leave unanswered, or a URL parameter (a link carries it or
 * not). A form's field outside `required` is not counted: forms keep JSON Schema's `required`, and
 * a blank field reads as blank, as it always has.
 */
export function mayBeMissing(question: Question): boolean {
  return question.conditions.length > 0 || (!question.required && question.source !== 'field');
}
