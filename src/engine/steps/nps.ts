import type { NpsStep } from '../content/types.ts';
import { scaleModel } from './scale/scaleModel.ts';

export const npsModel = scaleModel<NpsStep>('nps');
