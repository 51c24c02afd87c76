import { ErrorCode, type SignerRefusal } from '@signet/contracts';
import { describe, expect, it } from 'vitest';
import { signErrorStory } from './sign-error-story';

const sender = { name: 'Dana Park', email: 'dana@example.com' };
const at = '2026-05-03T10:00:00.000Z';
const refusal = (extra: Partial<SignerRefusal>): SignerRefusal => ({ sender, agreementStatus: 'declined', ...extra });

describe('signErrorStory', () => {
  it('names who declined and when, or that it was the reader', () => {
    expect(signErrorStory(ErrorCode.ProcessRejected, refusal({ actor: { name: 'Ann Lee', you: false }, at }))).toMatchObject({ headline: 'declinedBy', name: 'Ann Lee', at, steps: ['askSender'] });
    expect(signErrorStory(ErrorCode.ProcessRejected, refusal({ actor: { name: 'Ann Lee', you: true }, at }))).toMatchObject({ headline: 'declinedByYou', body: 'declinedByYou' });
    expect(signErrorStory(ErrorCode.ProcessRejected, refusal({ actor: { name: 'Mia Chen', you: false, role: 'approver' }, at }))).toMatchObject({ headline: 'rejectedBy', name: 'Mia Chen', body: 'rejected' });
    expect(signErrorStory(ErrorCode.ProcessRejected, null)).toMatchObject({ headline: 'declined', retry: false });
  });

  it('tells "everyone signed" from "you signed already", and offers the finish page for both', () => {
    expect(signErrorStory(ErrorCode.ProcessCompleted, refusal({ agreementStatus: 'completed', at }))).toMatchObject({ tone: 'done', headline: 'completedOn', finish: 'signedCopy' });
    expect(signErrorStory(ErrorCode.ProcessCompleted, refusal({ agreementStatus: 'waiting', actor: { name: 'Bo', you: true }, at }))).toMatchObject({ headline: 'signedByYou', finish: 'status' });
  });

  it('sends a stale link to the newest e-mail, and offers a retry only where waiting can help', () => {
    expect(signErrorStory(ErrorCode.NotificationExpired, refusal({ agreementStatus: 'waiting', at }))).toMatchObject({ headline: 'replacedOn', steps: ['latestMail', 'askResend'], retry: false });
    expect(signErrorStory(ErrorCode.LinkExpired, null)).toMatchObject({ headline: 'linkExpired', retry: false });
    expect(signErrorStory(ErrorCode.SignatureNotFound, null)).toMatchObject({ headline: 'notFound', retry: false });
    expect(signErrorStory(ErrorCode.ProcessLocked, null)).toMatchObject({ headline: 'locked', retry: true });
    expect(signErrorStory(502, null)).toMatchObject({ headline: 'unknown', retry: true });
    expect(signErrorStory(ErrorCode.NotifyLimitReached, null)).toMatchObject({ headline: 'notifyLimit', n: 10 });
  });

  it('tells a member of an any-one-of group who acted for it, when the page is opened without the session', () => {
    expect(signErrorStory(ErrorCode.GroupActedAlready, refusal({ agreementStatus: 'waiting', actor: { name: 'Ann Lee', you: false }, at }))).toMatchObject({ tone: 'done', headline: 'groupActedBy', name: 'Ann Lee', body: 'groupActed', steps: ['nothing'], retry: false });
    expect(signErrorStory(ErrorCode.GroupActedAlready, null)).toMatchObject({ headline: 'groupActed', retry: false });
  });
});
