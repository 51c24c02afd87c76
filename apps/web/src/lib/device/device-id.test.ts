import { createHash } from 'node:crypto';
import { STORAGE_KEYS } from '@signet/contracts';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../storage/key-value-storage';
import { createDeviceId, loadOrCreateDeviceId } from './device-id';
import { deviceNameFrom, platformFrom } from './device-info';
import { sha256Hex } from './sha256';

describe('sha256Hex', () => {
  it.each(['', 'abc', 'a'.repeat(55), 'a'.repeat(56), 'a'.repeat(64), 'Mozilla/5.0 签名 ✍️'.repeat(9)])(
    'matches node:crypto for %j',
    (text) => {
      expect(sha256Hex(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
    },
  );
});

describe('device id', () => {
  const seed = { userAgent: 'Mozilla/5.0 Test', now: 1_700_000_000_000, random: 0.25 };

  it('hashes user agent, time and random number', () => {
    expect(createDeviceId(seed)).toBe(sha256Hex('Mozilla/5.0 Test|1700000000000|0.25'));
    expect(createDeviceId({ ...seed, random: 0.5 })).not.toBe(createDeviceId(seed));
  });

  it('is created once, stored under deviceId-V1 and reused', () => {
    const storage = createMemoryStorage();
    let seeds = 0;
    const next = () => ({ ...seed, random: ++seeds });
    const first = loadOrCreateDeviceId(storage, next);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(storage.getItem(STORAGE_KEYS.deviceId)).toBe(first);
    expect(loadOrCreateDeviceId(storage, next)).toBe(first);
    expect(seeds).toBe(1);
  });

  it('replaces a malformed stored value', () => {
    const storage = createMemoryStorage({ [STORAGE_KEYS.deviceId]: 'garbage' });
    const id = loadOrCreateDeviceId(storage, () => seed);
    expect(id).toBe(createDeviceId(seed));
  });
});

describe('device info', () => {
  it('names the browser and platform briefly', () => {
    const chromeMac =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    expect(deviceNameFrom(chromeMac)).toBe('Chrome 131 on macOS');
    const safariIos =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
    expect(deviceNameFrom(safariIos)).toBe('Safari 17 on iOS');
    expect(platformFrom('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe('Windows');
  });
});
