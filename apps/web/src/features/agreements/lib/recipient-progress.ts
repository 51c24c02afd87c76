import type { Agreement, RecipientStatus } from '@signet/contracts';

type Recipient = Agreement['recipients'][number];

export interface RecipientProgress {
  status: RecipientStatus;
  /** When it reached that state (null for pending, or an older server that sent no time). */
  at: string | null;
  declineReason: string | null;
  deliveryFailed: boolean;
}

/** Where one recipient is, with the time that belongs to that state. */
export function recipientProgress(recipient: Recipient): RecipientProgress {
  const status = recipient.status ?? 'pending';
  const at =
    status === 'signed' ? recipient.signedAt : status === 'declined' ? recipient.declinedAt : status === 'viewed' ? recipient.viewedAt : status === 'invited' ? recipient.invitedAt : null;
  return { status, at: at ?? null, declineReason: status === 'declined' ? (recipient.declineReason ?? null) : null, deliveryFailed: recipient.deliveryFailed ?? false };
}

const isPendingSigner = (recipient: Pick<Recipient, 'role' | 'status'>) =>
  recipient.role === 'signer' && recipient.status !== 'signed' && recipient.status !== 'declined';

/**
 * notifySigners can re-send to the next signer (the first pending one in list order)
 * or to all pending ones; there is no per-recipient re-send. So a recipient whose
 * mail bounced is reached with 'next' when they are that first one, else with 'all'.
 */
export function resendScopeFor(recipients: readonly Recipient[], recipientId: Recipient['id']): 'next' | 'all' | null {
  const pending = recipients.filter(isPendingSigner);
  if (!pending.some((recipient) => recipient.id === recipientId)) return null;
  return pending[0]?.id === recipientId ? 'next' : 'all';
}
