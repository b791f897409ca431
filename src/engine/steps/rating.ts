import type { RatingStep } from '../content/types.ts';
import { scaleModel } from './scale/scaleModel.ts';

export const ratingModel = scaleModel<RatingStep>('rating');
