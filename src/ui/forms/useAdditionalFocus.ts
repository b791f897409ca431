import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { AdditionalEntriesValue } from './additionalContext.ts';
import { announcement, itemAfterRemove } from './arrayFocus.ts';

interface PendingChange {
  action: 'add' | 'remove';
  /** The removed entry's position among the entries, and its name. */
  index: number;
  key: string;
  /** The entries' names when the button was pressed: the change has rendered once they differ. */
  names: string;
}

/** The name inputs of the entries this object's grid holds itself (not those of objects nested in it). */
function ownKeyInputs(grid: HTMLElement): HTMLInputElement[] {
  return Array.from(grid.querySelectorAll<HTMLInputElement>('[data-additional-key]')).filter(
    (input) => input.closest('[data-object-grid]') === grid,
  );
}

/**
 * Focus and announcements for an object's additional properties, as lists have them: after Add
 * the new entry's name is focused and selected (typing replaces rjsf's placeholder name); after
 * Remove focus goes to the entry that took its place (or the one before it, or Add), by the
 * rules lists follow (arrayFocus.ts).
 */
export function useAdditionalFocus(entryNames: readonly string[]) {
  const gridRef = useRef<HTMLDivElement>(null);
  const addRef = useRef<HTMLDivElement>(null);
  const pending = useRef<PendingChange | undefined>(undefined);
  const [message, setMessage] = useState('');
  const names = entryNames.join('\n');

  const willAdd = useCallback(() => {
    pending.current = { action: 'add', index: entryNames.length, key: '', names };
  }, [entryNames.length, names]);
  const context = useMemo<AdditionalEntriesValue>(
    () => ({
      willRemove: (key) => {
        pending.current = { action: 'remove', index: entryNames.indexOf(key), key, names };
      },
    }),
    [entryNames, names],
  );

  useLayoutEffect(() => {
    const change = pending.current;
    if (!change || change.names === names || !gridRef.current) return;
    pending.current = undefined;
    const inputs = ownKeyInputs(gridRef.current);
    if (change.action === 'add') {
      const input = inputs.at(-1);
      input?.focus();
      input?.select();
      setMessage(`New entry added: type its name.`);
      return;
    }
    (itemAfterRemove(inputs, change.index) ?? addRef.current?.querySelector('button'))?.focus();
    setMessage(announcement('remove', change.index, inputs.length, () => change.key));
  }, [names]);

  return { gridRef, addRef, message, willAdd, context };
}
