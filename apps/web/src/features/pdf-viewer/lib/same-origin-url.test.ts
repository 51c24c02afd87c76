import { describe, expect, it } from 'vitest';
import { sameOriginUrl } from './same-origin-url';

describe('sameOriginUrl', () => {
  const origin = 'https://sign.example.com';

  it('accepts paths and absolute URLs of this origin', () => {
    expect(sameOriginUrl('/samples/sample.pdf', origin)).toBe('https://sign.example.com/samples/sample.pdf');
    expect(sameOriginUrl('https://sign.example.com/v1/drive/documents/1/file?variant=pdf', origin)).toContain('/v1/drive/');
  });

  it('refuses other origins, protocol-relative tricks and other schemes', () => {
    expect(sameOriginUrl('https://evil.example.net/a.pdf', origin)).toBeNull();
    expect(sameOriginUrl('//evil.example.net/a.pdf', origin)).toBeNull();
    expect(sameOriginUrl('javascript:alert(1)', origin)).toBeNull();
    expect(sameOriginUrl('data:application/pdf;base64,AAAA', origin)).toBeNull();
  });
});
