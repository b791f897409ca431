/** The part of the Web Storage API the store needs. */
export interface KeyValueStorage {
  getItem: (key: string) => string | null;
  setItem: (key: string, value: string) => void;
  removeItem: (key: string) => void;
}

export function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/**
 * Session storage that never throws. Private browsing and full quotas make the real one
 * throw on access or on write; the user's answers then live in memory for this page's life
 * instead of being lost, and `warn` says so once.
 */
export function resilientStorage(
  open: () => KeyValueStorage | undefined,
  warn: (message: string) => void,
): KeyValueStorage {
  const fallback = memoryStorage();
  let real: KeyValueStorage | undefined;
  try {
    real = open();
    const probe = '__advisory_probe__';
    real?.setItem(probe, probe);
    real?.removeItem(probe);
  } catch {
    real = undefined;
  }
  if (!real) warn('Session storage is unavailable; answers are kept in memory for this visit only.');
  let warnedAboutWrites = false;
  return {
    getItem(key) {
      const inMemory = fallback.getItem(key);
      if (inMemory !== null || !real) return inMemory;
      try {
        return real.getItem(key);
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      if (real) {
        try {
          real.setItem(key, value);
          fallback.removeItem(key);
          return;
        } catch {
          if (!warnedAboutWrites) warn(`Could not save "${key}" to session storage; keeping it in memory.`);
          warnedAboutWrites = true;
        }
      }
      fallback.setItem(key, value);
    },
    removeItem(key) {
      fallback.removeItem(key);
      try {
        real?.removeItem(key);
      } catch {
        // Nothing stored there to remove.
      }
    },
  };
}

export function browserSessionStorage(warn: (message: string) => void): KeyValueStorage {
  return resilientStorage(() => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage), warn);
}
