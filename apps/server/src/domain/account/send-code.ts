import type { CodePurpose, Locale } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { sendMailLater } from '../../jobs/index.js';
import { renderAccountMail, type AccountMail } from '../../mail/templates/account-mails.js';
import { issueCode } from '../one-time-code/issue-code.js';
import { hitNamedLimit } from '../rate-limit/hit-rate-limit.js';
import { findUserByEmail } from './users-repository.js';

/**
 * Mails a one-time code, or a note where a code would be useless: a sign-up for an
 * address that has an account gets "you already have one", a reset for an address
 * without one gets "no account uses this address". The caller always hears the same
 * answer, so only the mailbox owner learns whether an account exists. A new e-mail
 * (change_email) that belongs to another account still gets a code; changeEmail
 * answers 2003 to whoever proves the mailbox. The mail is queued in the same
 * transaction.
 */
export async function sendCode(
  db: Db,
  options: { email: string; purpose: CodePurpose; locale: Locale; ip: string; appUrl: string; now?: Date },
): Promise<void> {
  const { email, purpose } = options;
  await hitNamedLimit(db, 'sendCodePerIp', options.ip);
  await hitNamedLimit(db, 'sendCodePerEmail', `${purpose}:${email}`);
  await hitNamedLimit(db, 'sendCodePerEmailDaily', `${purpose}:${email}`);

  const hasAccount = (await findUserByEmail(db, email)) !== null;
  await db.transaction(async (tx) => {
    let mail: AccountMail;
    if (purpose === 'register' && hasAccount) mail = { kind: 'account_exists' };
    else if (purpose === 'reset' && !hasAccount) mail = { kind: 'no_account' };
    else {
      const { code } = await issueCode(tx, { email, purpose, ...(options.now ? { now: options.now } : {}) });
      mail = { kind: 'code', purpose, code };
    }
    await sendMailLater(tx, { to: [email], ...renderAccountMail(mail, options.locale, options.appUrl) });
  });
}
