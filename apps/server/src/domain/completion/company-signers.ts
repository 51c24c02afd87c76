import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies } from '../../db/schema/index.js';
import { ensureCompanyIdentity } from '../../seal/company-identity.js';
import type { CompanySigner } from '../../seal/seal-pdf.js';
import type { SealProvider } from '../../seal/seal-identity-store.js';
import type { SealUseFace } from './seal-appearances.js';

/**
 * The companies whose verified seals the agreement carries, each signing with its own certificate
 * (issued once by the deployment's CA), in the order their seals were applied. A picture a signer
 * uploaded for a company not on Signet signs nothing: no certificate vouches for it.
 */
export async function companySignersOf(db: Db, seal: SealProvider, uses: readonly SealUseFace[], agreementName: string): Promise<CompanySigner[]> {
  const ids = [...new Set(uses.flatMap(({ use }) => (use.verified && use.companyId !== null ? [use.companyId] : [])))];
  if (ids.length === 0) return [];
  const rows = await db.select().from(companies).where(inArray(companies.id, ids));
  const ca = await seal.companyCa();
  const signers: CompanySigner[] = [];
  for (const id of ids) {
    const company = rows.find((row) => row.id === id);
    if (!company) continue;
    const identity = await ensureCompanyIdentity(db, ca, { id: company.id, legalName: company.legalName, registrationNumber: company.registrationNumber, region: company.region as 'intl' | 'cn' });
    signers.push({ identity, name: company.legalName, reason: `Company seal of ${company.legalName}: ${agreementName}`, location: '' });
  }
  return signers;
}
