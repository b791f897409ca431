import type { KeyboardEvent, Ref } from 'react';
import type { Handle } from './pickHandle.ts';
import styles from './SliderHandle.styles.ts';

interface SliderHandleProps {
  handle: Handle;
  ref: Ref<HTMLDivElement>;
  name: string;
  value: number;
  valueText: string;
  /** The range this handle may take right now (WAI-ARIA multi-thumb: the other handle bounds it). */
  allowedMin: number;
  allowedMax: number;
  /** 0–1 along the track. */
  position: number;
  onTop: boolean;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
}

export function SliderHandle(props: SliderHandleProps) {
  const { handle, ref, name, value, valueText, allowedMin, allowedMax, position, onTop, disabled } = props;
  return (
    <div
      ref={ref}
      data-handle={handle}
      role="slider"
      tabIndex={disabled ? -1 : 0}
      aria-label={name}
      aria-valuemin={allowedMin}
      aria-valuemax={allowedMax}
      aria-valuenow={value}
      aria-valuetext={valueText}
      aria-orientation="horizontal"
      aria-disabled={disabled || undefined}
      aria-invalid={props.invalid || undefined}
      aria-describedby={props.describedBy}
      onKeyDown={props.onKeyDown}
      className={disabled ? styles.handleDisabled : styles.handle}
      style={{ left: `${position * 100}%`, zIndex: onTop ? 2 : 1 }}
    />
  );
}
