import { ErrorCode } from '@signet/contracts';
import { Navigate } from './router';
import { signErrorPath } from '../features/signing/lib/signer-routes';

/** A /sign/ path no page has: the signer's error page says the link is not valid. */
export function SignerNotFound() {
  return <Navigate to={signErrorPath(ErrorCode.SignatureNotFound)} replace />;
}
