import { CACHE_VERSION, STORAGE_KEYS } from '@signet/contracts';
import { describe, expect, it } from 'vitest';
import { applyCacheVersion } from './cache-version';
import { createMemoryStorage } from './key-value-storage';

describe('applyCacheVersion', () => {
  it('clears the app keys but keeps the device id when the version differs', () => {
    const storage = createMemoryStorage({
      [STORAGE_KEYS.deviceId]: 'abc',
      [STORAGE_KEYS.language]: 'zh-CN',
      [STORAGE_KEYS.token]: 't',
      [STORAGE_KEYS.utmSource]: 'ad',
      [STORAGE_KEYS.channel]: 'c1',
      [STORAGE_KEYS.cacheVersion]: '0.9.0',
      unrelated: 'kept',
    });
    expect(applyCacheVersion(storage)).toBe(true);
    expect(storage.getItem(STORAGE_KEYS.deviceId)).toBe('abc');
    expect(storage.getItem(STORAGE_KEYS.language)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.utmSource)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.channel)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.cacheVersion)).toBe(CACHE_VERSION);
    expect(storage.getItem('unrelated')).toBe('kept');
  });

  it('treats a first visit (no version stored) as a change', () => {
    const storage = createMemoryStorage();
    expect(applyCacheVersion(storage)).toBe(true);
    expect(storage.getItem(STORAGE_KEYS.cacheVersion)).toBe(CACHE_VERSION);
  });

  it('leaves everything alone when the version matches', () => {
    const storage = createMemoryStorage({ [STORAGE_KEYS.cacheVersion]: CACHE_VERSION, [STORAGE_KEYS.language]: 'zh-CN' });
    expect(applyCacheVersion(storage)).toBe(false);
    expect(storage.getItem(STORAGE_KEYS.language)).toBe('zh-CN');
  });
});
