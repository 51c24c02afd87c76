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

/** The browser's storage when it answers; private modes and blocked cookies make it throw on access. */
function usableOrMemory(open: () => Storage): KeyValueStorage {
  try {
    const storage = open();
    const probe = '__signet_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return createMemoryStorage();
  }
}

/** localStorage when the browser allows it, else memory, so the app keeps working for the tab. */
export const browserStorage = (): KeyValueStorage => usableOrMemory(() => globalThis.localStorage);

/**
 * sessionStorage when the browser allows it, else memory: what belongs to this tab
 * only and goes when it closes (a signer's session, their last refusal).
 */
export const tabStorage = (): KeyValueStorage => usableOrMemory(() => globalThis.sessionStorage);

/** The storage every module shares at run time. */
export const appStorage: KeyValueStorage = browserStorage();
