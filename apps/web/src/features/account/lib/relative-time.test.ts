import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = Date.parse('2026-05-01T12:00:00Z');

describe('relativeTime', () => {
  it('says now for under a minute', () => {
    expect(relativeTime('2026-05-01T11:59:30Z', now, 'en-US')).toBe('now');
  });
  it('uses the largest whole unit', () => {
    expect(relativeTime('2026-05-01T11:55:00Z', now, 'en-US')).toBe('5 minutes ago');
    expect(relativeTime('2026-05-01T09:00:00Z', now, 'en-US')).toBe('3 hours ago');
    expect(relativeTime('2026-04-30T12:00:00Z', now, 'en-US')).toBe('yesterday');
  });
  it('speaks Chinese too', () => {
    expect(relativeTime('2026-05-01T11:55:00Z', now, 'zh-CN')).toBe('5分钟前');
  });
});
