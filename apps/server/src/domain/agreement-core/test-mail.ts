import type { AgreementRow } from './agreements-repository.js';

/**
 * What a mail about this agreement adds to sendMailLater's message: for a test agreement (issue 38)
 * its owner, so the mail is kept in the outbox for them and never sent; nothing for a real one.
 * Every mail about an agreement spreads it, so no path can mail a test agreement's recipient.
 */
export function testMailOf(agreement: Pick<AgreementRow, 'test' | 'ownerId'>): { testOwnerId?: bigint } {
  return agreement.test ? { testOwnerId: agreement.ownerId } : {};
}
