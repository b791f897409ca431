import { createContext, useContext } from 'react';

export type ArrayAction = 'add' | 'copy' | 'remove' | 'moveUp' | 'moveDown';

/** What an array's template tells its items: how items are titled, the list's limits, and a hook to run before each change. */
export interface ArrayContextValue {
  titleOf: (index: number) => string;
  minItems: number;
  /** Called by an item's button before rjsf applies the change, so focus and the announcement can follow it. */
  willChange: (action: ArrayAction, index: number) => void;
}

export const ArrayContext = createContext<ArrayContextValue | undefined>(undefined);

/** The item an ArrayFieldItemTemplate wraps: the id of its root field and its title, which replaces rjsf's "Tasks-1". */
export interface ArrayItemValue {
  id: string;
  title: string;
}

export const ArrayItemContext = createContext<ArrayItemValue | undefined>(undefined);

/** The label a field shows: the item's title when the field is a list item's root, else its own. */
export function useItemLabel(id: string, label: string): string {
  const item = useContext(ArrayItemContext);
  return item?.id === id ? item.title : label;
}
