import { BREAKPOINTS, CACHE_VERSION, DEFAULT_LOCALE, STORAGE_KEYS, isLocale } from '@signet/contracts';
import type { Locale, Region } from '@signet/contracts';
import { loadOrCreateDeviceId } from '../device/device-id';
import { applyCacheVersion } from '../storage/cache-version';
import type { KeyValueStorage } from '../storage/key-value-storage';
import { captureAttribution } from './attribution';
import { detectRegion } from './region';

export interface BootInput {
  storage: KeyValueStorage;
  hostname: string;
  search: string;
  viewportWidth: number;
}

export interface BootState {
  cacheVersion: string;
  deviceId: string;
  language: Locale;
  utmSource: string;
  channel: string;
  region: Region;
  isMobile: boolean;
  isTablet: boolean;
}

/** Viewport flags of spec 3: phone under 750 px, tablet under 960 px. */
export function viewportFlags(width: number): { isMobile: boolean; isTablet: boolean } {
  return { isMobile: width < BREAKPOINTS.mobile, isTablet: width < BREAKPOINTS.tablet };
}

/**
 * Everything the app knows before its first request. The cache version is
 * applied first so later reads never see values from an incompatible client.
 * The region from host names is refined once the public config arrives.
 */
export function bootState({ storage, hostname, search, viewportWidth }: BootInput): BootState {
  applyCacheVersion(storage);
  const storedLanguage = storage.getItem(STORAGE_KEYS.language);
  return {
    cacheVersion: CACHE_VERSION,
    deviceId: loadOrCreateDeviceId(storage),
    language: isLocale(storedLanguage) ? storedLanguage : DEFAULT_LOCALE,
    ...captureAttribution(search, storage),
    region: detectRegion(hostname, search),
    ...viewportFlags(viewportWidth),
  };
}
