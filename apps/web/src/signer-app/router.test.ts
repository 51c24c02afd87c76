import { WEB_ROUTES } from '@signet/contracts';
import { describe, expect, it } from 'vitest';
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
