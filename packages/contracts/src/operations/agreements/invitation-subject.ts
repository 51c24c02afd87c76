import type { RecipientRole } from '../../constants.js';
import type { Locale } from '../../i18n/locales.js';

/** Signet's subject when the sender typed none, per language and role. */
const DEFAULT_SUBJECTS: Record<Locale, Record<RecipientRole, (sender: string, name: string) => string>> = {
  'en-US': {
    signer: (sender, name) => `${sender} sent you "${name}" to sign`,
    viewer: (sender, name) => `${sender} sent you "${name}" to view`,
    approver: (sender, name) => `${sender} sent you "${name}" to approve`,
    filler: (sender, name) => `${sender} sent you "${name}" to fill in`,
    copy: (sender, name) => `${sender} sent you a copy of "${name}"`,
  },
  'zh-CN': {
    signer: (sender, name) => `${sender} 邀请您签署“${name}”`,
    viewer: (sender, name) => `${sender} 邀请您查看“${name}”`,
    approver: (sender, name) => `${sender} 邀请您审批“${name}”`,
    filler: (sender, name) => `${sender} 邀请您填写“${name}”`,
    copy: (sender, name) => `${sender} 抄送给您“${name}”`,
  },
};

/** How a sender is named to recipients: their name, else the part of their e-mail before the @. */
export function personDisplayName(person: { name: string; email: string | null }): string {
  return person.name.trim() || (person.email ?? '').split('@')[0] || '';
}

/**
 * The subject an invitation goes out with: the sender's own, else Signet's default for
 * the recipient's role, in one line whatever was typed (a mail header carries no line
 * break). The server mails with it and step 3 previews it, so both always agree.
 */
export function invitationSubject(
  input: { subject: string; senderName: string; agreementName: string; role: RecipientRole },
  locale: Locale,
): string {
  return (input.subject.trim() || DEFAULT_SUBJECTS[locale][input.role](input.senderName, input.agreementName)).replace(/\s+/g, ' ');
}
