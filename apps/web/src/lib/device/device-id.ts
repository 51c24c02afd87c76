import { STORAGE_KEYS } from '@signet/contracts';
import type { KeyValueStorage } from '../storage/key-value-storage';
import { sha256Hex } from './sha256';

export interface DeviceIdSeed {
  userAgent: string;
  now: number;
  random: number;
}

/** Spec 3: user agent, current time and a random number, hashed. */
export function createDeviceId(seed: DeviceIdSeed): string {
  return sha256Hex(`${seed.userAgent}|${seed.now}|${seed.random}`);
}

/** Returns the stored device id, creating and storing it on the first visit. */
export function loadOrCreateDeviceId(
  storage: KeyValueStorage,
  seed: () => DeviceIdSeed = () => ({ userAgent: globalThis.navigator?.userAgent ?? '', now: Date.now(), random: Math.random() }),
): string {
  const stored = storage.getItem(STORAGE_KEYS.deviceId);
  if (stored && /^[0-9a-f]{64}$/.test(stored)) return stored;
  const id = createDeviceId(seed());
  storage.setItem(STORAGE_KEYS.deviceId, id);
  return id;
}
