import { useCallback, useEffect, useRef } from 'react';

/**
 * Writes typed-in values to the store once typing pauses rather than on every keystroke, and
 * at once when the page is hidden or left (a reload or a closed tab loses nothing) or the
 * component goes away, or flushDeferredWrites asks. `schedule` takes the write to run; `flush` runs a pending one now;
 * `cancel` drops it (e.g. a draft's write once the form is submitted and the draft cleared).
 */
const mounted = new Set<() => void>();

/** Runs every pending deferred write now: what is about to be read whole (a saved link) holds the last keystroke. */
export function flushDeferredWrites(): void {
  for (const flush of mounted) flush();
}

export function useDeferredWrite(delayMs: number) {
  const pending = useRef<(() => void) | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const write = pending.current;
    pending.current = undefined;
    write?.();
  }, []);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = undefined;
  }, []);

  const schedule = useCallback(
    (write: () => void) => {
      pending.current = write;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, delayMs);
    },
    [delayMs, flush],
  );

  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    mounted.add(flush);
    return () => {
      mounted.delete(flush);
      removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      flush();
    };
  }, [flush]);

  return { schedule, flush, cancel };
}
