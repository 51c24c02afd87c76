import './styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SignerProviders } from './signer-providers';
import { SignerRouter } from './router';
import { signerRoutes } from './routes';
import { SignerLayout } from './signer-layout';
import { SignerNotFound } from './not-found';
import { i18nReady } from './i18n/i18n';
import { trackViewport } from '../lib/state/app-store';
import { releaseFirstPaintWhenDrawn } from '../lib/first-paint/first-paint';
import { bindLinkEarly } from './early-bind';

/**
 * The signer's pages, an entry of their own (docs/decisions/024-signer-entry.md): React, the
 * signer's components, their words and light stand-ins for the sender's router, i18n and kit.
 */
trackViewport();
// The e-mailed link's answer travels while the page is drawn.
bindLinkEarly(window.location);

const container = document.getElementById('root');
if (!container) throw new Error('sign.html lacks #root');

await i18nReady.catch(() => undefined);
createRoot(container).render(
  <StrictMode>
    <SignerProviders>
      <SignerRouter routes={signerRoutes} layout={SignerLayout} notFound={SignerNotFound} />
    </SignerProviders>
  </StrictMode>,
);
// A page that draws at once (an error page) takes the server's first screen's place.
releaseFirstPaintWhenDrawn();
