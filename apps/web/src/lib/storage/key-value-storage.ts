/** The slice of the Web Storage API the app uses; tests pass an in-memory one. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

/**
 * localStorage when the browser allows it. Private modes and blocked cookies make
 * it throw on access, so the app falls back to memory and keeps working for the tab.
 */
export function browserStorage(): KeyValueStorage {
  try {
    const storage = globalThis.localStorage;
    const probe = '__signet_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return createMemoryStorage();
  }
}

/**
 * sessionStorage when the browser allows it, else memory: what belongs to this tab
 * only and goes when it closes (a signer's session, their last refusal).
 */
export function tabStorage(): KeyValueStorage {
  try {
    const storage = globalThis.sessionStorage;
    const probe = '__signet_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return createMemoryStorage();
  }
}

/** The storage every module shares at run time. */
export const appStorage: KeyValueStorage = browserStorage();
