import type { RadioStep } from '../content/types.ts';
import { singleChoiceModel } from './choice/singleChoiceModel.ts';

export const radioModel = singleChoiceModel<RadioStep>('radio');
