import content from 'virtual:content';
import type { StoreApi } from 'zustand/vanilla';
import { browserSessionStorage } from '../../engine/store/safeStorage.ts';
import { createSessionStore, type SessionState } from '../../engine/store/sessionStore.ts';
import { slotValidators } from '../../engine/store/slotValidators.ts';

let store: StoreApi<SessionState> | undefined;

/** Created on first use, so pages that keep no answers (home, static pages) never load ajv. */
export function sessionStore(): StoreApi<SessionState> {
  store ??= createSessionStore({
    storage: browserSessionStorage((message) => console.warn(message)),
    validators: slotValidators(content),
    warn: (message) => console.warn(message),
  });
  return store;
}
