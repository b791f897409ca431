import type { ChoiceOption } from '../../content/types.ts';

/**
 * A value's type as the content checker sees it in a rule: what StepModel.toLogicValue produces,
 * described. `options` lists the values a choice can take, with their labels, so a comparison with
 * anything else is refused (and a label written where its value belongs is named as such).
 */
export type LogicType =
  | { kind: 'text'; options?: readonly Pick<ChoiceOption, 'value' | 'label'>[] }
  | { kind: 'number' }
  | { kind: 'boolean' }
  | { kind: 'list'; of: LogicType }
  | { kind: 'object'; fields: Readonly<Record<string, LogicType>> }
  | { kind: 'any' };

export const anyType: LogicType = { kind: 'any' };
export const textType: LogicType = { kind: 'text' };
export const numberType: LogicType = { kind: 'number' };
export const booleanType: LogicType = { kind: 'boolean' };

/** How a message names a type: 'text', 'a number', 'a list', 'an object with min, max'. */
export function describeType(type: LogicType): string {
  switch (type.kind) {
    case 'text':
      return type.options ? 'a choice' : 'text';
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
