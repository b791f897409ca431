import type { ScaleBounds } from '../../../engine/steps/scale/scaleBounds.ts';
import { scalePoints } from '../../../engine/steps/scale/scaleBounds.ts';
import styles from './ScaleChoices.styles.ts';

interface ScaleChoicesProps {
  /** Shared by the scale's radios, so the browser gives them the radio group's arrow keys. */
  name: string;
  bounds: ScaleBounds;
  minLabel: string;
  maxLabel: string;
  value: number | undefined;
  onChange: (value: number) => void;
  titleId: string;
  describedBy?: string;
  disabled?: boolean;
  invalid?: boolean;
}

function pointStyle(checked: boolean, disabled: boolean | undefined, invalid: boolean | undefined): string {
  if (disabled) return checked ? styles.pointCheckedDisabled : styles.pointDisabled;
  if (checked) return styles.pointChecked;
  return invalid ? styles.pointInvalid : styles.point;
}

/**
 * A row of numbered points, one native radio each (WAI-ARIA radio group: Tab enters on the chosen
 * point, arrows move and choose). The end labels show under the ends; a screen reader hears each
 * with its number ("0, Not at all likely"), so the row under them is hidden from it.
 */
export function ScaleChoices(props: ScaleChoicesProps) {
  const { name, bounds, minLabel, maxLabel, value, onChange, disabled, invalid } = props;
  const endLabel = (point: number): string | undefined =>
    point === bounds.low ? minLabel : point === bounds.high ? maxLabel : undefined;
  return (
    <div
      role="radiogroup"
      aria-labelledby={props.titleId}
      aria-describedby={props.describedBy}
      aria-invalid={invalid || undefined}
      className={styles.scale}
    >
      <div className={styles.points}>
        {scalePoints(bounds).map((point) => {
          const end = endLabel(point);
          return (
            <label key={point} className={pointStyle(value === point, disabled, invalid)}>
              <input
                type="radio"
                // An end point is named with what it means ('0, Not at all likely'); the row under the points is hidden from assistive tech.
                aria-label={end === undefined ? undefined : `${point}, ${end}`}
                name={name}
                value={point}
                checked={value === point}
                disabled={disabled}
                onChange={() => onChange(point)}
                className={styles.input}
              />
              {point}
            </label>
          );
        })}
      </div>
      <div className={styles.ends} aria-hidden="true">
        <span>{minLabel}</span>
        <span className={styles.endHigh}>{maxLabel}</span>
      </div>
    </div>
  );
}
