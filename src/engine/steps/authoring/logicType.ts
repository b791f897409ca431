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

export const textType: LogicType = { kind: 'text' };
export const numberType: LogicType = { kind: 'number' };
