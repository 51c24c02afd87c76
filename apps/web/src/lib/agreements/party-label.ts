import type { RecipientRole } from '@signet/contracts';
import type { TFunction } from 'i18next';

/**
 * How a recipient who acts for a company is named wherever the sender reads the route (issue 34):
 * "Acme Ltd, signed by Ann Lee". Anyone else is named as before.
 */
export function partyLabel(t: TFunction, recipient: { role: RecipientRole; name: string; partyName?: string | null | undefined }): string {
  if (!recipient.partyName) return recipient.name;
  const key = recipient.role === 'approver' ? 'flow.route.sentence.forParty_approver' : 'flow.route.sentence.forParty_signer';
  return t(key, { party: recipient.partyName, name: recipient.name });
}
