import type { RangeStep } from '../../content/types.ts';

/** The part of a range declaration the rules need; a RangeStep itself satisfies it. */
export type RangeBounds = Pick<RangeStep, 'min' | 'max' | 'step'>;
