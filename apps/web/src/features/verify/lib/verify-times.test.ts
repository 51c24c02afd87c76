import { describe, expect, it } from 'vitest';
import { formatTwoClocks } from './verify-times';

describe('formatTwoClocks', () => {
  it('gives the local time in the language and the UTC time as printed on the certificate', () => {
    const clocks = formatTwoClocks('2026-03-04T15:07:12.000Z', 'en-US', 'America/New_York');
    expect(clocks?.utc).toBe('2026-03-04 15:07:12 UTC');
    expect(clocks?.local).toMatch(/Mar 4, 2026.*10:07/);
    expect(formatTwoClocks('2026-03-04T15:07:12.000Z', 'zh-CN', 'Asia/Shanghai')?.local).toMatch(/2026年3月4日.*23:07/);
  });

  it('answers null for a missing or unreadable time', () => {
    expect(formatTwoClocks(null, 'en-US')).toBeNull();
    expect(formatTwoClocks('not a date', 'en-US')).toBeNull();
  });
});
