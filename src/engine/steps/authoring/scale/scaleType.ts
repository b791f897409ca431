import type { ScaleBounds } from '../../scale/scaleBounds.ts';
import type { LogicType } from '../logicType.ts';

/** A scale step's answer in a rule: a number from its lowest to its highest point. */
export function scaleType({ low, high }: ScaleBounds): LogicType {
  return { kind: 'number', min: low, max: high };
}
