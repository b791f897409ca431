import { useLayoutEffect, useRef, type PointerEvent, type RefObject } from 'react';
import type { RangeAnswer } from '../../../engine/content/types.ts';
import { moveMax } from '../../../engine/steps/range/moveMax.ts';
import { moveMin } from '../../../engine/steps/range/moveMin.ts';
import type { RangeBounds } from '../../../engine/steps/range/rangeBounds.ts';
import { pickHandle, type Handle } from './pickHandle.ts';

interface DragOptions {
  trackRef: RefObject<HTMLElement | null>;
  bounds: RangeBounds;
  value: RangeAnswer;
  onChange: (value: RangeAnswer) => void;
  focusHandle: (handle: Handle) => void;
  disabled?: boolean;
}

/** The handle a pointer-down hit, if it landed on one rather than on the bare track. */
function handleUnder(event: PointerEvent<HTMLElement>): Handle | null {
  const hit = (event.target as Element).closest('[data-handle]');
  const handle = hit?.getAttribute('data-handle');
  return handle === 'min' || handle === 'max' ? handle : null;
}

/**
 * Pointer dragging for both handles, bound to the track. Pointer events cover mouse, pen and
 * touch alike; capturing on the track keeps the drag alive when the finger leaves the thin
 * track, and lets a press anywhere on it grab the nearer handle.
 */
export function useRangeDrag({ trackRef, bounds, value, onChange, focusHandle, disabled }: DragOptions) {
  // null handle = pressed on two stacked handles; the first move's direction decides.
  const drag = useRef<{ handle: Handle | null } | null>(null);
  // Pointer moves can outrun re-renders; always move from the newest value.
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  }, [value]);

  function valueAt(clientX: number): number {
    const rect = trackRef.current?.getBoundingClientRect();
    const ratio = rect && rect.width > 0 ? (clientX - rect.left) / rect.width : 0;
    return bounds.min + Math.min(1, Math.max(0, ratio)) * (bounds.max - bounds.min);
  }

  function apply(handle: Handle, target: number) {
    const current = latest.current;
    const next = handle === 'min' ? moveMin(current, target, bounds) : moveMax(current, target, bounds);
    if (next.min !== current.min || next.max !== current.max) {
      latest.current = next;
      onChange(next);
    }
  }

  function onPointerDown(event: PointerEvent<HTMLElement>) {
    if (disabled || (event.pointerType === 'mouse' && event.button !== 0)) return;
    // No text selection or native focus juggling; we focus the grabbed handle ourselves.
    event.preventDefault();
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- jsdom (unit tests) has no pointer capture
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const { min, max } = latest.current;
    const onHandle = handleUnder(event);
    if (onHandle) {
      drag.current = { handle: min === max ? null : onHandle };
      focusHandle(onHandle);
      return;
    }
    const target = valueAt(event.clientX);
    const handle = pickHandle(target, latest.current);
    drag.current = { handle };
    if (handle) {
      focusHandle(handle);
      apply(handle, target);
    }
  }

  function onPointerMove(event: PointerEvent<HTMLElement>) {
    const active = drag.current;
    if (!active) return;
    const target = valueAt(event.clientX);
    if (!active.handle) {
      const { min, max } = latest.current;
      active.handle = target < min ? 'min' : target > max ? 'max' : null;
      if (!active.handle) return;
      focusHandle(active.handle);
    }
    apply(active.handle, target);
  }

  function endDrag() {
    drag.current = null;
  }

  return {
    onPointerDown,
    onPointerMove,
    onPointerUp: endDrag,
    onPointerCancel: endDrag,
    onLostPointerCapture: endDrag,
  };
}
