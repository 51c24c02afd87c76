/**
 * Every kind of event an agreement's audit trail can record. The certificate, the web history
 * and webhooks each say every one of them in words (a test walks this list through each), so a
 * new kind of event starts here.
 */
export const AGREEMENT_EVENT_TYPES = [
  'created',
  'draft_saved',
  'fields_saved',
  'sent',
  'invitation_queued',
  'notified',
  // The sender took a sent agreement back to change it ('updating', issue 8).
  'revised',
  // The signer's journey (issue 6).
  'link_opened',
  'access_code_wrong',
  'viewed',
  'consent_given',
  'field_filled',
  'signed',
  'all_signed',
  'declined',
  'decline_mail_queued',
  'invitation_undelivered',
  // Completion (issue 7).
  'completed',
  'completion_failed',
  'completion_retried',
  'timestamp_skipped',
  'final_mail_queued',
  // Managing (issue 8).
  'deleted',
  'restored',
  'voided',
  'void_mail_queued',
  'copied',
  'copied_from',
  // Reminders and expiry (issue 18).
  'reminded',
  'expired',
  'expiry_mail_queued',
  'follow_up_changed',
  'reopened',
  // Embedded signing (issue 18).
  'embedded_url_created',
  // Templates (issue 14): on a template's working copy, and on agreements saved as or made from one.
  'template_created',
  'template_published',
  'saved_as_template',
  'created_from_template',
  'created_from_public_link',
  // Companies (issue 32): a member's company work passed to another member when they left.
  'handed_over',
  // Routes (issue 33): an approver approved, a filler filled in for later recipients, and the other
  // members of an any-one-of group were released when one of them acted.
  'approved',
  'filled',
  'released',
  // Company seals (issue 34): a company party applied a seal (its company's, or a picture of it, unverified).
  'seal_applied',
  // Verified signers (issue 35): a code was sent to the signer's e-mail or phone, the signer was
  // identified (code, access code, or their own account signed in with a second factor), or a try failed.
  'verification_code_sent',
  'signer_verified',
  'signer_verification_failed',
] as const;

export type AgreementEventType = (typeof AGREEMENT_EVENT_TYPES)[number];
