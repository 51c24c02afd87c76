import { useEffect } from 'react';
import { PageLoader } from '../../components/page-loader';
import { NotFoundPage } from './not-found-page';

/** Whether this document was loaded at this very address (not reached by an in-app link). */
function loadedHere(): boolean {
  const entry = performance.getEntriesByType('navigation')[0];
  return entry?.name === window.location.href;
}

/**
 * A signer's page reached by a link inside the sender's app ("Sign now", a public template once
 * started): the server serves the signer's pages from their own entry (decision 024), so the
 * browser loads it. Loaded here directly, the server has no signer build: nothing to hand to.
 */
export function SignerHandoffPage() {
  const here = loadedHere();
  useEffect(() => {
    if (!here) window.location.replace(window.location.href);
  }, [here]);
  return here ? <NotFoundPage /> : <PageLoader />;
}
