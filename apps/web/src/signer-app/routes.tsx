import { WEB_ROUTES as P } from '@signet/contracts';
import { lazy } from 'react';
import type { ComponentType } from 'react';
import type { SignerRoute } from './router';
import { SignLinkPage } from '../features/signing/pages/sign-link-page';
import { SignStartPage } from '../features/signing/pages/sign-start-page';

/** A page's module loaded on first visit; `name` is the component it exports. */
function page<M>(load: () => Promise<M>, name: keyof M): ComponentType {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

// The e-mailed link's way onto the document is nearly every signer's: it comes with the entry, so no
// chunk waits for another's round trip and no page suspends between the link and the document
// (React holds a suspended page back for up to 300 ms). The rarer pages load on first visit.
const SignViewPage = page(() => import('../features/signing/pages/sign-view-page'), 'SignViewPage');
const SignPage = page(() => import('../features/signing/pages/sign-page'), 'SignPage');
const SignFinishPage = page(() => import('../features/signing/pages/sign-finish-page'), 'SignFinishPage');
const SignErrorPage = page(() => import('../features/signing/pages/sign-error-page'), 'SignErrorPage');

/** The signer's pages: what the server sends this entry for (every path under /sign/). */
export const signerRoutes: readonly SignerRoute[] = [
  { path: P.signError, Component: SignErrorPage },
  // An e-mailed link opens the signer session, then goes where the server says.
  { path: P.signStartNotice, Component: SignLinkPage },
  { path: P.signFinishNotice, Component: SignLinkPage },
  { path: P.signViewNotice, Component: SignLinkPage },
  { path: P.signNotice, Component: SignLinkPage },
  { path: P.signStart, Component: SignStartPage },
  { path: P.signFinish, Component: SignFinishPage },
  { path: P.signView, Component: SignViewPage },
  { path: P.sign, Component: SignPage },
];
