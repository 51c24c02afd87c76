import { X509Certificate } from 'node:crypto';
import type { Db } from '../db/client.js';
import { subjectDer } from './certificate-fields.js';
import { companySubjectDer, issueCompanyCertificate, type CertifiedCompany } from './issue-company-certificate.js';
import type { SealIdentity } from './seal-identity.js';
import { ensureStoredIdentity } from './stored-identity.js';

export type { CertifiedCompany } from './issue-company-certificate.js';

/** The `seal_identities` row of a company's certificate. */
export const companyIdentityName = (companyId: bigint) => `company:${companyId}`;

/** The certificate was signed by this CA (not merely issued under the same name). */
function issuedBy(ca: SealIdentity, certificate: Buffer): boolean {
  const issuer = new X509Certificate(ca.certificate);
  const cert = new X509Certificate(certificate);
  return cert.checkIssued(issuer) && cert.verify(issuer.publicKey);
}

/**
 * The key and certificate a company signs agreements with, issued by the deployment's CA
 * on first use and kept in `seal_identities` under `company:<id>`: exactly one however many
 * processes ask at once. One issued by another CA (the operator configured their own since)
 * or naming the company otherwise (its legal name or registration number changed) is
 * replaced by a new one; files signed with the old one keep it embedded and stay valid.
 * The CA's certificate and chain come with it, so each signature embeds them.
 */
export async function ensureCompanyIdentity(db: Db, ca: SealIdentity, company: CertifiedCompany): Promise<SealIdentity> {
  const subject = companySubjectDer(company);
  const identity = await ensureStoredIdentity(
    db,
    companyIdentityName(company.id),
    () => issueCompanyCertificate(ca, company),
    (stored) => issuedBy(ca, stored.certificate) && subjectDer(stored.certificate).equals(subject),
  );
  return { ...identity, chain: [ca.certificate, ...ca.chain] };
}
