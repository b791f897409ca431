import { useEffect, useState } from 'react';
import { VisuallyHidden } from '../../ui/components/VisuallyHidden.tsx';
import { isBack } from '../model/deletion.ts';
import { useStudioStore } from './useStudio.ts';

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
