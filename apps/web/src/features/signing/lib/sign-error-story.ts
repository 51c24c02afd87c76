import { ErrorCode, MAX_NOTIFICATIONS_PER_SIGNER_PER_DAY, type SignerRefusal } from '@signet/contracts';
import type { webSignErrorsEnUS } from '../../../lib/i18n/locales/en-US/sign-errors';

type Words = typeof webSignErrorsEnUS.signErrors;
export type Headline = keyof Words['headline'];
export type Explanation = keyof Words['body'];
export type Step = Exclude<keyof Words['next'], 'title'>;

/** What the error page says and offers for one answer. */
export interface SignErrorStory {
  /** done: green (completed, signed); ended: the agreement is over; link: this link is the trouble; later: it may pass. */
  tone: 'done' | 'ended' | 'link' | 'later';
  headline: Headline;
  body: Explanation;
  /** Values for the headline and body: the actor's name, the ISO time to format, a limit. */
  name?: string;
  at?: string;
  n?: number;
  steps: Step[];
  /** Offer a button that opens the page the signer was on again. */
  retry: boolean;
  /** Offer the finish page (the signed copy once sealed): only where the signer has their session. */
  finish?: 'signedCopy' | 'status';
}

/** With a time, the dated headline; without, the plain one. */
const dated = (at: string | undefined, withDate: Headline, plain: Headline) => (at ? { headline: withDate, at } : { headline: plain });

/**
 * The page's story for a code, told with the refusal's details when the server gave
 * them (a recipient who proved who they are) and in plain words when not (a reload
 * after long, an old address, a wrong link).
 */
export function signErrorStory(code: number, details: SignerRefusal | null): SignErrorStory {
  const at = details?.at;
  const actor = details?.actor;
  switch (code) {
    case ErrorCode.ProcessRejected:
      if (actor?.you) return { tone: 'ended', ...dated(at, 'declinedByYou', 'declined'), body: 'declinedByYou', steps: ['nothing'], retry: false };
      // An approver's rejection (issue 33) is a decline told in its own words.
      if (actor?.role === 'approver' && at) return { tone: 'ended', headline: 'rejectedBy', name: actor.name, at, body: 'rejected', steps: ['askSender'], retry: false };
      return {
        tone: 'ended',
        ...(actor && at ? { headline: 'declinedBy', name: actor.name, at } : { headline: 'declined' }),
        body: 'declined',
        steps: ['askSender'],
        retry: false,
      };
    case ErrorCode.ProcessVoided:
      return { tone: 'ended', ...(actor && at ? { headline: 'voidedBy', name: actor.name, at } : { headline: 'voided' }), body: 'voided', steps: ['askSender'], retry: false };
    case ErrorCode.ProcessCompleted:
      if (details && details.agreementStatus !== 'completed' && actor?.you) {
        return { tone: 'done', ...dated(at, 'signedByYou', 'completed'), body: 'signedByYou', steps: ['nothing'], retry: false, finish: 'status' };
      }
      return { tone: 'done', ...dated(at, 'completedOn', 'completed'), body: 'completed', steps: details ? ['mailedCopy'] : ['nothing'], retry: false, finish: 'signedCopy' };
    case ErrorCode.GroupActedAlready:
      // Normally the signer pages show the released page; this is for an address opened without the session.
      return { tone: 'done', ...(actor && at ? { headline: 'groupActedBy', name: actor.name, at } : { headline: 'groupActed' }), body: 'groupActed', steps: ['nothing'], retry: false };
    case ErrorCode.ProcessDeleted:
      return { tone: 'ended', ...dated(at, 'deletedOn', 'deleted'), body: 'deleted', steps: ['askSender'], retry: false };
    case ErrorCode.ProcessAbandoned:
      return { tone: 'ended', headline: 'abandoned', body: 'abandoned', steps: ['askSender'], retry: false };
    case ErrorCode.NoPermission:
      return { tone: 'ended', headline: 'noPermission', body: 'noPermission', steps: ['askSender'], retry: false };
    case ErrorCode.SignatureNotFound:
      return { tone: 'link', headline: 'notFound', body: 'notFound', steps: ['latestMail', 'askResend'], retry: false };
    case ErrorCode.LinkExpired:
      // The agreement's own date passed (issue 18): no link will work until the sender extends it.
      if (details?.agreementStatus === 'expired') return { tone: 'ended', ...dated(at, 'agreementExpiredOn', 'agreementExpired'), body: 'agreementExpired', steps: ['askExtend'], retry: false };
      return { tone: 'link', ...dated(at, 'linkExpiredOn', 'linkExpired'), body: 'linkExpired', steps: ['latestMail', 'askResend'], retry: false };
    case ErrorCode.NotificationExpired:
      return { tone: 'link', ...dated(at, 'replacedOn', 'replaced'), body: 'replaced', steps: ['latestMail', 'askResend'], retry: false };
    case ErrorCode.NotifyLimitReached:
      return { tone: 'later', headline: 'notifyLimit', body: 'notifyLimit', n: MAX_NOTIFICATIONS_PER_SIGNER_PER_DAY, steps: ['tomorrow'], retry: false };
    case ErrorCode.ProcessLocked:
      return { tone: 'later', headline: 'locked', body: 'locked', steps: ['retryLater'], retry: true };
    default:
      return { tone: 'later', headline: 'unknown', body: 'unknown', steps: ['retryNow'], retry: true };
  }
}
