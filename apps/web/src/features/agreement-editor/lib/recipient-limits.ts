import { LIMITS, PLANS, type PlanDetail } from '@signet/contracts';
import type { RecipientValues } from './draft-form';

/**
 * Signers this user may add: the plan's, capped by the contract. Before the plan is
 * known the contract's ceiling applies; the server checks the plan either way.
 */
export function maxSignersFor(planDetail: PlanDetail | null): number {
  const plan = PLANS.find((candidate) => candidate.id === planDetail?.planId);
  return Math.min(plan?.signersPerAgreement ?? LIMITS.recipientsPerAgreement, LIMITS.recipientsPerAgreement);
}

/**
 * Why another row (a signer, the default role) cannot be added, or null. Both the
 * plan's signers and the rows per agreement are said with spec 5's 'Maximum of %d
 * signature persons allowed.'
 */
export function addRecipientProblem(recipients: readonly Pick<RecipientValues, 'role'>[], maxSigners: number): { messageKey: 'max_signers'; values: { n: number } } | null {
  if (recipients.length >= LIMITS.recipientsPerAgreement) return { messageKey: 'max_signers', values: { n: LIMITS.recipientsPerAgreement } };
  const signers = recipients.filter((recipient) => recipient.role === 'signer').length;
  if (signers >= maxSigners) return { messageKey: 'max_signers', values: { n: maxSigners } };
  return null;
}
