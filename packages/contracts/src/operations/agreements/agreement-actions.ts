/**
 * What the sender may do with an agreement in its current state (issue 8). The server
 * computes the list (`ZAgreement.actions`, `ZAgreementSummary.actions`) from its state
 * machine, so the web shows exactly the buttons that would be accepted.
 *
 * edit: continue the creation steps (a draft); notify: re-send to pending signers
 * (notifySigners); void: voidAgreement; delete: move to the trash; restore: out of the
 * trash; copy: a new draft with the same documents and recipients (needs a file);
 * retry_completion: seal again after sealing failed; download_final: the sealed file;
 * revise: take a sent agreement nobody has signed yet back to change it (it shows
 * 'Updating' and its links answer 7025 until it is sent again); follow_up: change the expiry
 * date or reminders of one out for signature, or extend an expired one (changeAgreementFollowUp).
 */
export const AGREEMENT_ACTIONS = ['edit', 'revise', 'notify', 'follow_up', 'void', 'delete', 'restore', 'copy', 'retry_completion', 'download_final'] as const;
export type AgreementAction = (typeof AGREEMENT_ACTIONS)[number];
