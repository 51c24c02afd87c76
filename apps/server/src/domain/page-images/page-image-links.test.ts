import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@signet/contracts';
import { checkPageImageLink, pageImageExpiry, pageImageTemplate } from './page-image-links.js';
import type { PageImageKey } from './page-image-secret.js';

const key = randomBytes(32) as PageImageKey;
const sha256 = 'ab'.repeat(32);
const linkOf = (template: string) => {
  const url = new URL(template.replace('{page}', '1').replace('{width}', '800'), 'http://x');
  return { sha256, expiry: Number(url.searchParams.get('e')), signature: url.searchParams.get('s') ?? '', width: 800 };
};
const codeOf = (run: () => void) => {
  try {
    run();
    return null;
  } catch (error) {
    return (error as { code?: number }).code;
  }
};

describe('page image links', () => {
  it('expire 2 h to 2 h 15 min ahead, on a quarter hour, so views fetched within it share links', () => {
    const now = new Date('2026-11-29T09:07:31Z');
    const expiry = pageImageExpiry(now);
    expect(expiry % (15 * 60)).toBe(0);
    expect(expiry - now.getTime() / 1000).toBeGreaterThanOrEqual(2 * 60 * 60);
    expect(expiry - now.getTime() / 1000).toBeLessThan(2 * 60 * 60 + 15 * 60);
    expect(pageImageTemplate(sha256, new Date('2026-11-29T09:01:00Z'), key)).toBe(pageImageTemplate(sha256, new Date('2026-11-29T09:14:59Z'), key));
  });

  it('open until their expiry with this key only', () => {
    const now = new Date();
    const link = linkOf(pageImageTemplate(sha256, now, key));
    expect(codeOf(() => checkPageImageLink(key, link, now))).toBeNull();
    expect(codeOf(() => checkPageImageLink(randomBytes(32) as PageImageKey, link, now))).toBe(ErrorCode.PageImageLinkInvalid);
    expect(codeOf(() => checkPageImageLink(key, { ...link, expiry: link.expiry + 900 }, now))).toBe(ErrorCode.PageImageLinkInvalid);
    expect(codeOf(() => checkPageImageLink(key, link, new Date(link.expiry * 1000)))).toBe(ErrorCode.PageImageLinkExpired);
    expect(codeOf(() => checkPageImageLink(key, { ...link, width: 801 }, now))).toBe(ErrorCode.PageImageWidthNotOffered);
  });
});
