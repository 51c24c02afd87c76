import { describe, expect, it } from 'vitest';
import { webLink, webPath } from './web-routes.js';

describe('web routes', () => {
  it('fills a page path from its parameters, exact for 64-bit ids', () => {
    expect(webPath('agreementDetail', { flowId: 923456789012345678n })).toBe('/agreement/923456789012345678');
    expect(webPath('signStartNotice', { flowSignerId: '1', flowNoticeViewId: 2n })).toBe('/sign/start/1/noticeView/2');
    expect(webPath('verify', {})).toBe('/verify');
    expect(webPath('eSignDisclosure', {})).toBe('/page/e-sign-disclosure');
  });

  it('drops an optional parameter left out, and refuses a missing required one', () => {
    expect(webPath('createStep1', {})).toBe('/flow/create/step1');
    expect(webPath('createStep1', { flowId: '5' })).toBe('/flow/create/step1/5');
    expect(() => webPath('createStep2', {} as { flowId: string })).toThrow('Missing web route parameter flowId');
  });

  it('builds an absolute link with its query, whatever the public URL ends with', () => {
    expect(webLink('https://sign.example.com/', 'signStartNotice', { flowSignerId: 7n, flowNoticeViewId: 8n }, { t: 'a+b/c' })).toBe(
      'https://sign.example.com/sign/start/7/noticeView/8?t=a%2Bb%2Fc',
    );
    expect(webLink('http://localhost:3000', 'agreementDetail', { flowId: 9n })).toBe('http://localhost:3000/agreement/9');
  });
});
