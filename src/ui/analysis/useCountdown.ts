import { useEffect, useState } from 'react';

/** Whole seconds from `now` until `until` (ms since the epoch), never below 0. */
function secondsLeft(until: number | undefined, now: number): number {
  return until === undefined ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

/**
 * The seconds left until `until`, re-rendering as each second passes and stopping at 0. The clock
 * is read again at every tick, so a tab in the background (whose timers the browser slows) shows
 * the true wait when it comes back.
 */
export function useCountdown(until: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(until, now);
  useEffect(() => {
    if (until === undefined || left === 0) return;
    // Wake just after the next whole second turns.
    const timer = setTimeout(() => setNow(Date.now()), ((until - now) % 1000 || 1000) + 20);
    return () => clearTimeout(timer);
  }, [until, now, left]);
  return left;
}
