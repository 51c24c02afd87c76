import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { loadPdfjs } from '../../../components/pdf-viewer/load-pdf';
import { SignerViewGate } from '../components/signer-view-gate';
import { SigningWorkspace } from '../components/signing-workspace';
import { viewsOnly } from '../lib/signer-role';
import { signerPath } from '../lib/signer-routes';

/** /sign/:flowSignerId: the document with this signer's fields (the consent bar first if not yet given). */
export function SignPage() {
  // The document is what this page shows first: pdf.js loads while the signer's view is fetched.
  useEffect(() => {
    void loadPdfjs();
  }, []);
  return (
    <SignerViewGate>
      {(view, flowSignerId) => {
        if (viewsOnly(view.me.role) || view.next !== 'start') return <Navigate to={signerPath(view.next, flowSignerId)} replace />;
        return <SigningWorkspace view={view} flowSignerId={flowSignerId} />;
      }}
    </SignerViewGate>
  );
}
