import { useLayoutEffect, useRef } from 'react';

/**
 * Keeps a field's error slot as tall as its error made it: an error that goes as the person types
 * (a corrected email) would otherwise pull everything below it up, the submit button too, just as
 * it becomes enabled, or as they reach for it. The room stays while the page does.
 */
export function useSteadySlot(errorCount: number) {
  const slot = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = slot.current;
    // Unlaid out (a test's DOM) it measures 0 and holds nothing.
    if (element && errorCount > 0 && element.offsetHeight > 0)
      element.style.minHeight = `${String(element.offsetHeight)}px`;
  }, [errorCount]);
  return slot;
}
