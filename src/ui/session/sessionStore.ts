import type { StoreApi } from 'zustand/vanilla';
import { browserSessionStorage } from '../../engine/store/safeStorage.ts';
import { createSessionStore, type SessionState } from '../../engine/store/sessionStore.ts';

let store: StoreApi<SessionState> | undefined;

/**
 * Created on first use and empty: each flow registers its own slots (and their build-compiled
 * validators) as it loads (screens/loadScreen.ts), so pages that keep no answers load none.
 */
export function sessionStore(): StoreApi<SessionState> {
  store ??= createSessionStore({
    storage: browserSessionStorage((message) => console.warn(message)),
    validators: {},
    warn: (message) => console.warn(message),
  });
  return store;
}
