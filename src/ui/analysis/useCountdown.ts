import { useEffect, useState } from 'react';

/** Whole seconds from `now` until `until` (ms since the epoch), never below 0. */
export function secondsLeft(until: number | undefined, now: number): number {
  return until === undefined ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

/**
 * The seconds left until `until`, re-rendering as each second passes and stopping at 0. Read
 * from the clock at every tick, so a tab in the background (whose timers the browser slows)
 * shows the true wait when it comes back.
 */
export function useCountdown(until: number | undefined): number {
  const [left, setLeft] = useState(() => secondsLeft(until, Date.now()));
  useEffect(() => {
    setLeft(secondsLeft(until, Date.now()));
    if (until === undefined) return;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const now = Date.now();
      const next = secondsLeft(until, now);
      setLeft(next);
      // Wake just after the next whole second turns.
      if (next > 0) timer = setTimeout(tick, ((until - now) % 1000 || 1000) + 20);
    };
    tick();
    return () => clearTimeout(timer);
  }, [until]);
  return left;
}
