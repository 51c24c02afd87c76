import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { loadPdfjs } from '../../../components/pdf-viewer/load-pdf';
import { SignerViewGate } from '../components/signer-view-gate';
import { SigningWorkspace } from '../components/signing-workspace';
import { ReleasedPanel } from '../components/released-panel';
import { WaitPanel } from '../components/wait-panel';
import { signerPath } from '../lib/signer-routes';

/**
 * /sign/start/:flowSignerId, where the e-mailed link lands: straight onto the document,
 * with the consent as a bar above it; a later signer in an order is told whom they wait for,
 * and a released member of an any-one-of group who acted for it.
 */
export function SignStartPage() {
  // The document is what this page shows first: pdf.js loads while the signer's view is fetched.
  useEffect(() => {
    void loadPdfjs();
  }, []);
  return (
    <SignerViewGate>
      {(view, flowSignerId) => {
        if (view.next === 'wait') return <WaitPanel view={view} />;
        if (view.next === 'released') return <ReleasedPanel view={view} />;
        if (view.next !== 'start') return <Navigate to={signerPath(view.next, flowSignerId)} replace />;
        return <SigningWorkspace view={view} flowSignerId={flowSignerId} />;
      }}
    </SignerViewGate>
  );
}
