import { WEB_ROUTES } from '@signet/contracts';
import { bindEarly, type BindInput } from '../features/signing/api/bind-signer-info';
import { matchPath } from './router';

/** The e-mailed link's four shapes (…/noticeView/{id}?t=…), whose page opens the signer session. */
const LINK_PATTERNS = [WEB_ROUTES.signStartNotice, WEB_ROUTES.signFinishNotice, WEB_ROUTES.signViewNotice, WEB_ROUTES.signNotice];

/** What opening the link at this address takes, or null for another page or a link without its key. */
export function linkAt(pathname: string, search: string): BindInput | null {
  const token = new URLSearchParams(search).get('t');
  if (!token) return null;
  for (const pattern of LINK_PATTERNS) {
    const params = matchPath(pattern, pathname);
    if (params?.flowSignerId && params.flowNoticeViewId) return { flowSignerId: params.flowSignerId, flowNoticeViewId: params.flowNoticeViewId, token };
  }
  return null;
}

/**
 * Opens the e-mailed link before React draws its page: the answer (the session and the signer's
 * view) is on its way while the page renders, about 100 ms sooner on a slow phone, and the link's
 * page (sign-link-page.tsx) takes it as its own.
 */
export function bindLinkEarly(location: Pick<Location, 'pathname' | 'search'>): void {
  const link = linkAt(location.pathname, location.search);
  if (link) bindEarly(link);
}
