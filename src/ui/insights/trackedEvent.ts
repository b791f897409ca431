import type { FlowEvent } from '../../engine/insights/events.ts';

/** An event as a screen reports it; the reporter numbers it, times it and works out durations. */
export type TrackedEvent = FlowEvent extends infer E
  ? E extends FlowEvent
    ? Omit<E, 'seq' | 'age' | 'duration'>
    : never
  : never;
