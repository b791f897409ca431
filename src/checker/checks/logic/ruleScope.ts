import type { LogicType } from '../../../engine/steps/authoring/logicType.ts';

/**
 * The names a rule may read, with their types: a tree whose leaves are types. `later` lists
 * names that exist but are asked after the rule's question, so the checker can say so rather
 * than call them unknown.
 */
export interface RuleScope {
  fields: Readonly<Record<string, LogicType>>;
  /** answers.<id> of questions asked after the rule's own: id → the step's title. */
  later?: ReadonlyMap<string, string>;
}
