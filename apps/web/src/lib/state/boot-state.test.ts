import { CACHE_VERSION, STORAGE_KEYS } from '@signet/contracts';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../storage/key-value-storage';
import { bootState, viewportFlags } from './boot-state';

describe('bootState', () => {
  it('resets an old cache before reading, keeping the device id', () => {
    const deviceId = 'a'.repeat(64);
    const storage = createMemoryStorage({
      [STORAGE_KEYS.cacheVersion]: '0.1.0',
      [STORAGE_KEYS.language]: 'zh-CN',
      [STORAGE_KEYS.deviceId]: deviceId,
    });
    const state = bootState({ storage, hostname: 'localhost', search: '?region=cn&utm_source=mail', viewportWidth: 800 });
    expect(state).toMatchObject({ cacheVersion: CACHE_VERSION, deviceId, language: 'en-US', utmSource: 'mail', channel: '', region: 'cn' });
    expect(state.isMobile).toBe(false);
    expect(state.isTablet).toBe(true);
  });

  it('keeps a stored language under the current cache version and ignores unknown ones', () => {
    const current = { [STORAGE_KEYS.cacheVersion]: CACHE_VERSION };
    const zh = createMemoryStorage({ ...current, [STORAGE_KEYS.language]: 'zh-CN' });
    expect(bootState({ storage: zh, hostname: 'x', search: '', viewportWidth: 1440 }).language).toBe('zh-CN');
    const odd = createMemoryStorage({ ...current, [STORAGE_KEYS.language]: 'fr-FR' });
    expect(bootState({ storage: odd, hostname: 'x', search: '', viewportWidth: 1440 }).language).toBe('en-US');
  });
});

describe('viewportFlags', () => {
  it('uses the 750 and 960 px breakpoints', () => {
    expect(viewportFlags(390)).toEqual({ isMobile: true, isTablet: true });
    expect(viewportFlags(750)).toEqual({ isMobile: false, isTablet: true });
    expect(viewportFlags(960)).toEqual({ isMobile: false, isTablet: false });
  });
});
