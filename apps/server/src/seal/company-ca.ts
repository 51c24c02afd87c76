import { createPrivateKey, X509Certificate } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Db } from '../db/client.js';
import { selfSignedCertificate } from './generate-seal-certificate.js';
import { sha256Hex, type PemPair, type SealIdentity } from './seal-identity.js';
import { ensureStoredIdentity } from './stored-identity.js';

/** The `seal_identities` row of the generated deployment CA. */
export const COMPANY_CA_NAME = 'company-ca';

/** Where an operator's own CA for company certificates lies (COMPANY_CA_CERT, COMPANY_CA_KEY). */
export interface CompanyCaFiles {
  /** PEM: the CA certificate, optionally followed by the certificates that issued it. */
  certPath: string;
  /** PEM: the CA's private key (PKCS#8 or PKCS#1, unencrypted). */
  keyPath: string;
}

/**
 * The deployment's CA for company certificates: RSA 3072, 20 years, a CA that may issue
 * end-entity certificates only (path length 0), key usage certificate and CRL signing.
 */
export function generateCompanyCa(now = new Date()): PemPair {
  return selfSignedCertificate({
    commonName: 'Signet company seal CA',
    years: 20,
    now,
    extensions: [
      { name: 'basicConstraints', cA: true, pathLenConstraint: 0, critical: true },
      { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
      { name: 'subjectKeyIdentifier' },
    ],
  });
}

/** The generated deployment CA, made once on first use (exactly one however many processes ask at once). */
export async function ensureCompanyCa(db: Db): Promise<SealIdentity> {
  return ensureStoredIdentity(db, COMPANY_CA_NAME, () => generateCompanyCa());
}

/**
 * An operator's CA from PEM files. Throws, naming the file, when the key matches none of
 * the certificates, the certificate is not a CA, or the key is neither RSA nor EC.
 */
export async function readCompanyCa(files: CompanyCaFiles): Promise<SealIdentity> {
  const pems = (await readFile(files.certPath, 'utf8')).match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
  const privateKey = createPrivateKey(await readFile(files.keyPath, 'utf8'));
  if (!['rsa', 'ec'].includes(privateKey.asymmetricKeyType ?? '')) throw new Error(`${files.keyPath}: the company CA key must be RSA or EC, not ${privateKey.asymmetricKeyType}`);
  const certificates = pems.map((pem) => new X509Certificate(pem));
  const ca = certificates.find((cert) => cert.checkPrivateKey(privateKey));
  if (!ca) throw new Error(`${files.certPath}: no certificate matches the key in ${files.keyPath}`);
  if (!ca.ca) throw new Error(`${files.certPath}: the certificate is not a CA (basicConstraints cA is not true)`);
  return {
    privateKey,
    certificate: ca.raw,
    chain: certificates.filter((cert) => cert !== ca).map((cert) => cert.raw),
    certSha256: sha256Hex(ca.raw),
    subject: ca.subject.replace(/\n/g, ', '),
  };
}
