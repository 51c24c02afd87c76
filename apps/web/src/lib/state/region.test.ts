import type { PublicConfig } from '@signet/contracts';
import { describe, expect, it } from 'vitest';
import { detectRegion, offeredLocales } from './region';

describe('detectRegion', () => {
  it('recognises the China host names from the public config', () => {
    expect(detectRegion('sign.example.cn', '', ['sign.example.cn'])).toBe('cn');
    expect(detectRegion('SIGN.EXAMPLE.CN', '', ['sign.example.cn'])).toBe('cn');
    expect(detectRegion('sign.example.com', '', ['sign.example.cn'])).toBe('intl');
  });

  it('recognises ?region=cn on any host', () => {
    expect(detectRegion('localhost', '?region=cn')).toBe('cn');
    expect(detectRegion('localhost', '?foo=1&region=CN')).toBe('cn');
    expect(detectRegion('localhost', '?region=intl')).toBe('intl');
    expect(detectRegion('localhost', '')).toBe('intl');
  });
});

describe('offeredLocales', () => {
  it('offers zh-CN and en-US in China', () => {
    expect(offeredLocales('cn', undefined)).toEqual(['zh-CN', 'en-US']);
  });

  it('offers the configured locales elsewhere', () => {
    const config = { locales: ['en-US', 'zh-CN'], regions: { intl: { locales: ['en-US'] } } } as unknown as PublicConfig;
    expect(offeredLocales('intl', config)).toEqual(['en-US']);
    expect(offeredLocales('intl', undefined)).toEqual(['en-US', 'zh-CN']);
  });
});
