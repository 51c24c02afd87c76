import { DEFAULT_LOCALE, isLocale, type Locale } from '@signet/contracts';
import type { UserRow } from '../account/users-repository.js';
import type { AgreementRecipientRow } from './agreements-repository.js';

/** The sender's account language: their own mails and the audit certificate are written in it. */
export function senderLocale(sender: Pick<UserRow, 'locale'>): Locale {
  return isLocale(sender.locale) ? sender.locale : DEFAULT_LOCALE;
}

/**
 * The language of a mail to a recipient: theirs once a browser of theirs told us
 * (opening the link, consenting or signing), until then the sender's.
 */
export function recipientLocale(recipient: Pick<AgreementRecipientRow, 'locale'>, sender: Pick<UserRow, 'locale'>): Locale {
  return recipient.locale && isLocale(recipient.locale) ? recipient.locale : senderLocale(sender);
}
