import { useRef, type KeyboardEvent } from 'react';
import type { RangeAnswer } from '../../../engine/content/types.ts';
import { barInRange } from '../../../engine/steps/range/barInRange.ts';
import { moveMax } from '../../../engine/steps/range/moveMax.ts';
import { moveMin } from '../../../engine/steps/range/moveMin.ts';
import type { RangeBounds } from '../../../engine/steps/range/rangeBounds.ts';
import { valueFraction } from '../../../engine/steps/range/valueFraction.ts';
import { Histogram } from './Histogram.tsx';
import { keyTarget } from './keyTarget.ts';
import type { Handle } from './pickHandle.ts';
import styles from './RangeSlider.styles.ts';
import { SliderHandle } from './SliderHandle.tsx';
import { useRangeDrag } from './useRangeDrag.ts';

export interface RangeSliderProps {
  bounds: RangeBounds;
  value: RangeAnswer;
  onChange: (value: RangeAnswer) => void;
  formatValue: (value: number) => string;
  bars: readonly number[];
  names: { min: string; max: string };
  /** id of the visible title naming the whole control. */
  labelledBy?: string;
  describedBy?: string;
  disabled?: boolean;
  invalid?: boolean;
}

// Built from plain elements rather than Chakra's Slider. Measured by rebuilding it on that
// Slider (issue 14): it brings Ark and zag.js (slider machine, core, React adapter,
// DOM helpers) and adds ~11.7 KB gzip to the questionnaire screens (npm run size:
// /buyer-questions 156.6 -> 168.3), for a control whose behaviour still needs the engine's
// rules: zag ignores ArrowUp/ArrowDown on a horizontal slider, snaps PageUp/PageDown to a grid
// counted from the other thumb ($2M less a tenth becomes $1.9M, not $1.8M, with the other thumb
// at $100K), and neither of its collision modes both clamps a dragged thumb at the other and lets
// a stacked pair come apart either way. Here moveMin/moveMax are the single rule for crossing and
// snapping, PageUp is 10% of the span, and the histogram shares the track's geometry; plain divs
// with role="slider" do all of that in a few small files, testable in jsdom.

export function RangeSlider(props: RangeSliderProps) {
  const { bounds, value, onChange, formatValue, bars, names, disabled } = props;
  const trackRef = useRef<HTMLDivElement>(null);
  const handleRefs = { min: useRef<HTMLDivElement>(null), max: useRef<HTMLDivElement>(null) };
  const drag = useRangeDrag({
    trackRef,
    bounds,
    value,
    onChange,
    disabled,
    focusHandle: (handle) => handleRefs[handle].current?.focus(),
  });

  function onKey(handle: Handle, event: KeyboardEvent<HTMLDivElement>) {
    if (disabled) return;
    const target = keyTarget(event.key, value[handle], bounds);
    if (target === null) return;
    event.preventDefault(); // Arrows and PageUp/Down would otherwise scroll the page.
    const next = handle === 'min' ? moveMin(value, target, bounds) : moveMax(value, target, bounds);
    if (next.min !== value.min || next.max !== value.max) onChange(next);
  }

  const from = valueFraction(value.min, bounds);
  const to = valueFraction(value.max, bounds);
  // Stacked handles: whichever still has room to move must be the one on top to grab.
  const minOnTop = from > 0.5;

  return (
    <div role="group" aria-labelledby={props.labelledBy} className={styles.slider}>
      <p className={styles.value} data-testid="range-label">
        {formatValue(value.min)} – {formatValue(value.max)}
      </p>
      <div className={disabled ? styles.bodyDisabled : styles.body}>
        <div ref={trackRef} className={disabled ? styles.trackDisabled : styles.track} {...drag}>
          <Histogram bars={bars} isHighlighted={(index) => barInRange(index, bars, value, bounds)} />
          <div className={styles.rail}>
            <div className={styles.line} />
            <div
              className={props.invalid ? styles.selectionInvalid : styles.selection}
              style={{ left: `${from * 100}%`, width: `${(to - from) * 100}%` }}
            />
            {(['min', 'max'] as const).map((handle) => (
              <SliderHandle
                key={handle}
                handle={handle}
                ref={handleRefs[handle]}
                name={names[handle]}
                value={value[handle]}
                valueText={formatValue(value[handle])}
                allowedMin={handle === 'min' ? bounds.min : value.min}
                allowedMax={handle === 'min' ? value.max : bounds.max}
                position={handle === 'min' ? from : to}
                onTop={handle === 'min' ? minOnTop : !minOnTop}
                disabled={disabled}
                invalid={props.invalid}
                describedBy={props.describedBy}
                onKeyDown={(event) => onKey(handle, event)}
              />
            ))}
          </div>
        </div>
        {/* Inside the padding, so the bounds line up with the histogram's and track's ends. */}
        <div className={styles.bounds} aria-hidden="true">
          <span>{formatValue(bounds.min)}</span>
          <span>{formatValue(bounds.max)}</span>
        </div>
      </div>
    </div>
  );
}
