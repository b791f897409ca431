import { createContext } from 'react';

/** What an object with additional properties tells each entry: a hook to run before the entry is removed. */
export interface AdditionalEntriesValue {
  /** Called by an entry's Remove before rjsf drops it, so focus and the announcement can follow. */
  willRemove: (key: string) => void;
}

export const AdditionalEntriesContext = createContext<AdditionalEntriesValue | undefined>(undefined);
