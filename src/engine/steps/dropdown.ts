import type { DropdownStep } from '../content/types.ts';
import { singleChoiceModel } from './choice/singleChoiceModel.ts';

/** A dropdown is a single choice like a radio step, shown as a menu: the same answer, rules and text. */
export const dropdownModel = singleChoiceModel<DropdownStep>('dropdown');
