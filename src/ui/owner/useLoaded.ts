import { useCallback, useEffect, useState } from 'react';

export interface Loaded<T> {
  data?: T;
  /** The server's message when loading failed; what was shown before stays shown. */
  error?: string;
  reload: () => void;
}

const messageOf = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));

/**
 * What `load` answers, loaded again whenever `load` changes (pass one made by useCallback, so it
 * changes with what it loads) or `reload` is called. An answer that arrives after `load` has
 * changed is dropped, so a slow request never overwrites a newer one.
 */
export function useLoaded<T>(load: () => Promise<T>): Loaded<T> {
  const [state, setState] = useState<{ data?: T; error?: string }>({});
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    load()
      .then((data) => current && setState({ data }))
      .catch((failure: unknown) => current && setState((before) => ({ ...before, error: messageOf(failure) })));
    return () => {
      current = false;
    };
  }, [load, round]);
  const reload = useCallback(() => setRound((count) => count + 1), []);
  return { ...state, reload };
}
