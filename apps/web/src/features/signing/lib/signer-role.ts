import type { RecipientRole, SignerView } from '@signet/contracts';

/** Viewers and copy recipients only read: they stand outside the route and have nothing to sign. */
export const viewsOnly = (role: RecipientRole) => role === 'viewer' || role === 'copy';

/** What a recipient's one action is, which words every signer page uses for it. */
export type SignerAct = 'sign' | 'approve' | 'fill';

export function actOf(role: RecipientRole): SignerAct {
  if (role === 'approver') return 'approve';
  if (role === 'filler') return 'fill';
  return 'sign';
}

/** Done with their part: signed (a filler: filled in), approved, or declined (an approver: rejected). */
export const hasActed = (me: Pick<SignerView['me'], 'status'>) => me.status === 'signed' || me.status === 'approved' || me.status === 'declined';
