import { SIGNER_IDENTIFIED_BY, type Locale, type SignerIdentifiedBy } from '@signet/contracts';
import type { CertificateFacts } from './certificate-content.js';

type CertificateEvent = CertificateFacts['events'][number];

const TEXTS: Record<Locale, { identified: string; how: Record<SignerIdentifiedBy, (target: string) => string>; failed: (count: number) => string }> = {
  'en-US': {
    identified: 'Identified by: ',
    how: {
      email_link: () => 'the link e-mailed to them',
      access_code: () => 'the access code given by the sender',
      email_code: (target) => `e-mail code to ${target}`,
      sms_code: (target) => `SMS code to ${target}`,
      account_2fa: (target) => `their own Signet account (${target}), signed in with two-factor authentication`,
    },
    failed: (count) => (count === 1 ? '1 wrong code before' : `${count} wrong codes before`),
  },
  'zh-CN': {
    identified: '身份核验方式：',
    how: {
      email_link: () => '发送至其邮箱的签署链接',
      access_code: () => '发起人提供的访问码',
      email_code: (target) => `邮箱验证码（${target}）`,
      sms_code: (target) => `短信验证码（${target}）`,
      account_2fa: (target) => `本人 Signet 账号（${target}，已通过两步验证登录）`,
    },
    failed: (count) => `此前输错验证码 ${count} 次`,
  },
};

const isIdentifiedBy = (value: unknown): value is SignerIdentifiedBy => (SIGNER_IDENTIFIED_BY as readonly unknown[]).includes(value);
const stamp = (date: Date) => `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
const targetOf = (event: CertificateEvent) => (typeof event.data.target === 'string' ? event.data.target : '');

/** How a verification event names its method and target, for the event table: "SMS code to +86 138****5678". */
export function verificationDetail(event: CertificateEvent, locale: Locale): string | null {
  if (event.type !== 'signer_verified' && event.type !== 'verification_code_sent' && event.type !== 'signer_verification_failed') return null;
  return isIdentifiedBy(event.data.method) ? TEXTS[locale].how[event.data.method](targetOf(event)) : null;
}

/**
 * The signer block's line saying how a person was identified (issue 35): the newest verification
 * before they acted (a code, an access code, their own account with a second factor), else the
 * e-mailed link they opened; with its time and IP, and how many wrong codes came before. Null for
 * someone who never opened a link (a sender signing their own agreement in their account).
 */
export function identifiedLine(recipientId: bigint, events: readonly CertificateEvent[], locale: Locale): string | null {
  const t = TEXTS[locale];
  const own = events.filter((event) => event.recipientId === recipientId);
  const verified = own.filter((event) => event.type === 'signer_verified' && isIdentifiedBy(event.data.method)).at(-1);
  const opened = own.filter((event) => event.type === 'link_opened').at(-1);
  const basis = verified ?? opened;
  if (!basis) return null;
  const method: SignerIdentifiedBy = verified && isIdentifiedBy(verified.data.method) ? verified.data.method : 'email_link';
  const failures = own.filter((event) => event.type === 'signer_verification_failed' && event.createdAt <= basis.createdAt).length;
  const parts = [`${t.identified}${t.how[method](targetOf(basis))}`, stamp(basis.createdAt), ...(basis.ip ? [`IP ${basis.ip}`] : []), ...(failures > 0 ? [t.failed(failures)] : [])];
  return parts.join(' · ');
}
