import { STORAGE_KEYS } from '@signet/contracts';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../storage/key-value-storage';
import { captureAttribution } from './attribution';

describe('captureAttribution', () => {
  it('captures utm_source and channel from the query string and stores them', () => {
    const storage = createMemoryStorage();
    expect(captureAttribution('?utm_source=newsletter&channel=partner-7', storage)).toEqual({
      utmSource: 'newsletter',
      channel: 'partner-7',
    });
    expect(storage.getItem(STORAGE_KEYS.utmSource)).toBe('newsletter');
    expect(storage.getItem(STORAGE_KEYS.channel)).toBe('partner-7');
  });

  it('keeps the stored values when the query has none', () => {
    const storage = createMemoryStorage({ [STORAGE_KEYS.utmSource]: 'ads', [STORAGE_KEYS.channel]: 'c' });
    expect(captureAttribution('?page=2', storage)).toEqual({ utmSource: 'ads', channel: 'c' });
  });

  it('lets a new landing URL replace only what it carries', () => {
    const storage = createMemoryStorage({ [STORAGE_KEYS.utmSource]: 'ads', [STORAGE_KEYS.channel]: 'c' });
    expect(captureAttribution('?utm_source=blog', storage)).toEqual({ utmSource: 'blog', channel: 'c' });
  });

  it('gives empty strings on a first visit without attribution', () => {
    expect(captureAttribution('', createMemoryStorage())).toEqual({ utmSource: '', channel: '' });
  });
});
