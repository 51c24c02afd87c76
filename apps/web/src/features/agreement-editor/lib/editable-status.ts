import type { AgreementStatus } from '@signet/contracts';

/**
 * Agreements the creation steps may change: a draft, and a sent agreement the sender took
 * back to change ('updating', see reviseAgreement) until it is sent again.
 */
export function isEditableStatus(status: AgreementStatus): boolean {
  return status === 'draft' || status === 'updating';
}
