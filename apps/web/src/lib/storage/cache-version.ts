import { CACHE_VERSION, STORAGE_KEYS } from '@signet/contracts';
import type { KeyValueStorage } from './key-value-storage';

/**
 * When the stored cache version differs from this build's, values written by an
 * older client may no longer mean the same, so they are dropped. The device id
 * survives: it identifies the browser to the device limit and must stay stable.
 * Returns true when a reset happened.
 */
export function applyCacheVersion(storage: KeyValueStorage, version: string = CACHE_VERSION): boolean {
  if (storage.getItem(STORAGE_KEYS.cacheVersion) === version) return false;
  for (const key of Object.values(STORAGE_KEYS)) {
    if (key !== STORAGE_KEYS.deviceId) storage.removeItem(key);
  }
  storage.setItem(STORAGE_KEYS.cacheVersion, version);
  return true;
}
