import { personDisplayName } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { findCompany } from './companies-repository.js';
import { logoPath } from './company-logo.js';

/** A company's look as recipients see it: its legal name, logo (a public path) and accent colour. */
export interface SenderBrand {
  companyName: string;
  logoUrl: string | null;
  accentColor: string | null;
}

/**
 * Who sent an agreement, as recipients see it (issue 32): the person, and for a company agreement
 * the company's legal name after it ("Ann Lee, Acme Ltd") with the company's look, on the mails,
 * the signing page and the certificate. A personal agreement costs no query.
 */
export async function senderIdentity(
  db: Db,
  agreement: { companyId: bigint | null },
  sender: { name: string; email: string | null },
): Promise<{ name: string; brand: SenderBrand | null }> {
  const person = personDisplayName(sender);
  const company = agreement.companyId === null ? null : await findCompany(db, agreement.companyId);
  if (!company) return { name: person, brand: null };
  return { name: `${person}, ${company.legalName}`, brand: { companyName: company.legalName, logoUrl: logoPath(company.logoKey), accentColor: company.accentColor } };
}

/** senderIdentity's name alone. */
export async function senderNameFor(db: Db, agreement: { companyId: bigint | null }, sender: { name: string; email: string | null }): Promise<string> {
  return (await senderIdentity(db, agreement, sender)).name;
}
