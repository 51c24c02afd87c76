import { webLink } from '@signet/contracts';

/**
 * The web pages Signet mails links to, built from the route table the web's router
 * uses (contracts' WEB_ROUTES), so the two cannot drift apart.
 */

/** A recipient's personal link of one notice (spec 2 /sign/start/{flowSignerId}/noticeView/{flowNoticeViewId}?t=). */
export function noticeLink(publicUrl: string, notice: { recipientId: bigint; noticeId: bigint; token: string }): string {
  return webLink(publicUrl, 'signStartNotice', { flowSignerId: notice.recipientId, flowNoticeViewId: notice.noticeId }, { t: notice.token });
}

/** The sender's page of an agreement (signing in first when needed). */
export function agreementPageLink(publicUrl: string, agreementId: bigint): string {
  return webLink(publicUrl, 'agreementDetail', { flowId: agreementId });
}

/** The public page that checks a sealed file. */
export function verifyPageLink(publicUrl: string): string {
  return webLink(publicUrl, 'verify', {});
}
