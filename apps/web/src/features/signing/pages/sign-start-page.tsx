import { Suspense, lazy } from 'react';
import { Navigate } from 'react-router';
import { SignerViewGate } from '../components/signer-view-gate';
import { SigningWorkspace } from '../components/signing-workspace';
import { signerPath } from '../lib/signer-routes';

// Waiting and released are the rarer landings: their code (and the route's words) loads only for them,
// so the signer who can sign at once downloads none of it (e2e/signer-page-weight.e2e.ts).
const WaitPanel = lazy(async () => ({ default: (await import('../components/wait-panel')).WaitPanel }));
const ReleasedPanel = lazy(async () => ({ default: (await import('../components/released-panel')).ReleasedPanel }));

/**
 * /sign/start/:flowSignerId, where the e-mailed link lands: straight onto the document,
 * with the consent as a bar above it; a later signer in an order is told whom they wait for,
 * and a released member of an any-one-of group who acted for it.
 */
export function SignStartPage() {
  return (
    <SignerViewGate>
      {(view, flowSignerId) => {
        if (view.next === 'wait' || view.next === 'released') {
          return <Suspense fallback={null}>{view.next === 'wait' ? <WaitPanel view={view} /> : <ReleasedPanel view={view} />}</Suspense>;
        }
        if (view.next !== 'start') return <Navigate to={signerPath(view.next, flowSignerId)} replace />;
        return <SigningWorkspace view={view} flowSignerId={flowSignerId} />;
      }}
    </SignerViewGate>
  );
}
