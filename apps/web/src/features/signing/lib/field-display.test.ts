import { describe, expect, it } from 'vitest';
import { formatFieldDate, formatFileSize } from './field-display';

describe('a chosen date and a file size as the page’s language writes them', () => {
  it('writes the day chosen, in each language', () => {
    expect(formatFieldDate('2026-11-29', 'en-US')).toBe('Nov 29, 2026');
    expect(formatFieldDate('2026-11-29', 'zh-CN')).toBe('2026年11月29日');
    expect(formatFieldDate('not a date', 'en-US')).toBe('not a date');
  });

  it('gives sizes in KB and MB', () => {
    expect(formatFileSize(2048, 'en-US')).toBe('2 kB');
    expect(formatFileSize(10 * 1024 * 1024, 'en-US')).toBe('10 MB');
  });
});
