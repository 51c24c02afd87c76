import { Navigate } from 'react-router';
import { SignerViewGate } from '../components/signer-view-gate';
import { SigningWorkspace } from '../components/signing-workspace';
import { viewsOnly } from '../lib/signer-role';
import { signerPath } from '../lib/signer-routes';

/** /sign/:flowSignerId: the document with this signer's fields (the consent bar first if not yet given). */
export function SignPage() {
  return (
    <SignerViewGate>
      {(view, flowSignerId) => {
        if (viewsOnly(view.me.role) || view.next !== 'start') return <Navigate to={signerPath(view.next, flowSignerId)} replace />;
        return <SigningWorkspace view={view} flowSignerId={flowSignerId} />;
      }}
    </SignerViewGate>
  );
}
