import { useEffect, useState } from 'react';
import { VisuallyHidden } from '../../ui/components/VisuallyHidden.tsx';
import type { Deletion } from '../model/deletion.ts';
import { getIn } from '../model/nodeEdits.ts';
import { useStudioStore } from './useStudio.ts';

/** Whether the deleted item stands in its list again: the very same object, so only an undo puts it there. */
function isBack(data: Record<string, unknown>, deletion: Deletion): boolean {
  const list = getIn(data[deletion.file], deletion.listPath);
  return Array.isArray(list) && list.includes(deletion.item);
}

/**
 * Tells screen readers what a delete or its undo did, in a live region that is always on the
 * page (one added with its message is often not read): "Deleted step “Launch Goal”…", "Restored…".
 */
export function DeletionAnnouncer() {
  const store = useStudioStore();
  const [message, setMessage] = useState('');
  useEffect(
    () =>
      store.subscribe(({ deletion, data }, { deletion: previous }) => {
        if (deletion === previous) return;
        if (deletion) setMessage(`Deleted ${deletion.label}. Undo is offered in its place.`);
        else if (previous && isBack(data, previous)) setMessage(`Restored ${previous.label} in its place.`);
        else setMessage('');
      }),
    [store],
  );
  return (
    <VisuallyHidden role="status" aria-live="polite">
      {message}
    </VisuallyHidden>
  );
}
