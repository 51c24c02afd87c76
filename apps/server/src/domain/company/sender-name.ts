import { personDisplayName } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { findCompany } from './companies-repository.js';

/**
 * How recipients see who sent an agreement (issue 32): the person, and for a company agreement the
 * company's legal name after it ("Ann Lee, Acme Ltd"), on the mails, the signing page and the
 * certificate. A personal agreement costs no query.
 */
export async function senderNameFor(db: Db, agreement: { companyId: bigint | null }, sender: { name: string; email: string | null }): Promise<string> {
  const person = personDisplayName(sender);
  if (agreement.companyId === null) return person;
  const company = await findCompany(db, agreement.companyId);
  return company ? `${person}, ${company.legalName}` : person;
}
