import { WEB_ROUTES } from '@signet/contracts';
import { describe, expect, it } from 'vitest';
import { linkAt } from './early-bind';
import { matchPath } from './router';

describe('the signer’s router', () => {
  it('matches the signer’s paths and names their parts', () => {
    expect(matchPath(WEB_ROUTES.signStartNotice, '/sign/start/42/noticeView/7')).toEqual({ flowSignerId: '42', flowNoticeViewId: '7' });
    expect(matchPath(WEB_ROUTES.sign, '/sign/42')).toEqual({ flowSignerId: '42' });
    expect(matchPath(WEB_ROUTES.sign, '/sign/42/')).toEqual({ flowSignerId: '42' });
    expect(matchPath(WEB_ROUTES.signError, '/sign/error/7601')).toEqual({ errorCode: '7601' });
  });

  it('does not match another page', () => {
    expect(matchPath(WEB_ROUTES.sign, '/sign/start/42')).toBeNull();
    expect(matchPath(WEB_ROUTES.signStart, '/sign/view/42')).toBeNull();
    expect(matchPath(WEB_ROUTES.sign, '/agreements')).toBeNull();
  });
});

describe('the link opened before the first render', () => {
  it('reads the ids and the key of each of the link’s four shapes', () => {
    const link = { flowSignerId: '42', flowNoticeViewId: '7', token: 'a+b' };
    for (const path of ['/sign/start/42/noticeView/7', '/sign/finish/42/noticeView/7', '/sign/view/42/noticeView/7', '/sign/42/noticeView/7']) {
      expect(linkAt(path, '?t=a%2Bb&embed=1')).toEqual(link);
    }
  });

  it('opens nothing for another page or a link without its key', () => {
    expect(linkAt('/sign/start/42', '?t=abc')).toBeNull();
    expect(linkAt('/sign/start/42/noticeView/7', '')).toBeNull();
    expect(linkAt('/sign/error/7601', '?t=abc')).toBeNull();
  });
});
