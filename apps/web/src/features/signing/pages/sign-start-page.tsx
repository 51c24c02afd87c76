import { Navigate } from 'react-router';
import { SignerViewGate } from '../components/signer-view-gate';
import { SigningWorkspace } from '../components/signing-workspace';
import { WaitPanel } from '../components/wait-panel';
import { signerPath } from '../lib/signer-routes';

/**
 * /sign/start/:flowSignerId, where the e-mailed link lands: straight onto the document,
 * with the consent as a bar above it; a later signer in an order is told whom they wait for.
 */
export function SignStartPage() {
  return (
    <SignerViewGate>
      {(view, flowSignerId) => {
        if (view.next === 'wait') return <WaitPanel view={view} />;
        if (view.next !== 'start') return <Navigate to={signerPath(view.next, flowSignerId)} replace />;
        return <SigningWorkspace view={view} flowSignerId={flowSignerId} />;
      }}
    </SignerViewGate>
  );
}
