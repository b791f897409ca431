import type { ChoiceOption } from '../../content/types.ts';

/**
 * A value's type as the content checker sees it in a rule: what StepModel.toLogicValue produces,
 * described. `options` lists the values a choice can take, with their labels, so a comparison with
 * anything else is refused (and a label written where its value belongs is named as such). A
 * `date` text is a day written YYYY-MM-DD, which orders like a number; `min` and `max` bound the
 * numbers a question accepts, so a comparison with a number outside them is refused.
 */
export type LogicType =
  | { kind: 'text'; options?: readonly Pick<ChoiceOption, 'value' | 'label'>[]; date?: true }
  | { kind: 'number'; min?: number; max?: number }
  | { kind: 'boolean' }
  | { kind: 'list'; of: LogicType }
  | { kind: 'object'; fields: Readonly<Record<string, LogicType>> }
  | { kind: 'any' };

export const anyType: LogicType = { kind: 'any' };
export const textType: LogicType = { kind: 'text' };
export const numberType: LogicType = { kind: 'number' };
export const booleanType: LogicType = { kind: 'boolean' };
export const dateType: LogicType = { kind: 'text', date: true };

/** How a message names a type: 'text', 'a number', 'a list', 'an object with min, max'. */
export function describeType(type: LogicType): string {
  switch (type.kind) {
    case 'text':
      if (type.options) return 'a choice';
      return type.date ? 'a date' : 'text';
    case 'number':
      return 'a number';
    case 'boolean':
      return 'yes/no';
    case 'list':
      return 'a list';
    case 'object':
      return `an object with ${Object.keys(type.fields).join(', ')}`;
    case 'any':
      return 'a value';
  }
}
