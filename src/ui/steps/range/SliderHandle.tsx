import { chakra } from '@chakra-ui/react';
import type { KeyboardEvent, Ref } from 'react';
import { focusRing } from '../../components/focusRing.ts';
import { colours } from '../stepStyles.ts';
import type { Handle } from './pickHandle.ts';

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

const SIZE = 28;

export function SliderHandle(props: SliderHandleProps) {
  const { handle, ref, name, value, valueText, allowedMin, allowedMax, position, onTop, disabled } = props;
  return (
    <chakra.div
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
      position="absolute"
      top="50%"
      style={{ left: `${position * 100}%`, zIndex: onTop ? 2 : 1 }}
      width={`${SIZE}px`}
      height={`${SIZE}px`}
      marginLeft={`${-SIZE / 2}px`}
      marginTop={`${-SIZE / 2}px`}
      boxSizing="border-box" // Keeps the border inside SIZE so the knob stays centred on its value.
      borderRadius="50%"
      bg="white"
      border="3px solid"
      borderColor={disabled ? colours.borderHover : 'brand.500'}
      boxShadow="0 1px 3px rgba(15, 23, 42, 0.3)"
      cursor={disabled ? 'not-allowed' : 'grab'}
      touchAction="none"
      _active={{ cursor: 'grabbing' }}
      _focusVisible={focusRing}
      // Invisible margin widens the touch target to 44px without making the knob look bulky.
      _before={{ content: '""', position: 'absolute', inset: '-11px', borderRadius: '50%' }}
    />
  );
}
