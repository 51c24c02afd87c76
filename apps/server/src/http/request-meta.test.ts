import { describe, expect, it } from 'vitest';
import { readRequestMeta } from './request-meta.js';

describe('readRequestMeta', () => {
  it('reads the spec 7 headers into plain data', () => {
    const meta = readRequestMeta(
      {
        'accept-language': 'zh-CN,zh;q=0.9',
        'device-id': 'abc123',
        'device-type': 'WEB',
        'device-name': 'Chrome on macOS',
        'product-name': 'Signet',
        'product-id': '25654',
        version: '1.0.0',
        'system-version': 'macOS 15',
        'user-agent': 'Mozilla/5.0',
      },
      '203.0.113.9',
      'Sign.Example.CN:8443',
    );
    expect(meta).toEqual({
      locale: 'zh-CN',
      browserLocale: 'zh-CN',
      ip: '203.0.113.9',
      host: 'sign.example.cn',
      userAgent: 'Mozilla/5.0',
      device: {
        id: 'abc123',
        type: 'WEB',
        name: 'Chrome on macOS',
        productName: 'Signet',
        productId: '25654',
        version: '1.0.0',
        systemVersion: 'macOS 15',
      },
    });
  });

  it('defaults to en-US and empty device fields, and clips long values', () => {
    const meta = readRequestMeta({ 'device-id': 'x'.repeat(5000) }, '127.0.0.1');
    expect(meta.locale).toBe('en-US');
    // No Accept-Language: the browser said nothing, so a recipient's known language stays.
    expect(meta.browserLocale).toBeNull();
    expect(meta.device.id).toHaveLength(200);
    expect(meta.device.type).toBe('');
  });

  it('maps any Chinese tag to zh-CN and anything else the browser names to en-US', () => {
    expect(readRequestMeta({ 'accept-language': 'zh-TW' }, '127.0.0.1').browserLocale).toBe('zh-CN');
    expect(readRequestMeta({ 'accept-language': 'fr-FR,fr;q=0.9' }, '127.0.0.1').browserLocale).toBe('en-US');
  });
});
