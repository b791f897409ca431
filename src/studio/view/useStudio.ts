import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { StudioState, StudioStore } from '../model/studioStore.ts';

export const StudioStoreContext = createContext<StudioStore | null>(null);

export function useStudioStore(): StudioStore {
  const store = useContext(StudioStoreContext);
  if (!store) throw new Error('useStudio needs a StudioStoreContext provider');
  return store;
}

export function useStudio<T>(select: (state: StudioState) => T): T {
  return useStore(useStudioStore(), select);
}
