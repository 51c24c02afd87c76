import { readFile } from 'node:fs/promises';
import type { Db } from '../db/client.js';
import { ensureCompanyCa, readCompanyCa, type CompanyCaFiles } from './company-ca.js';
import { generateSealCertificate } from './generate-seal-certificate.js';
import { identityFromP12, type SealIdentity } from './seal-identity.js';
import { ensureStoredIdentity } from './stored-identity.js';

export interface SealConfig {
  /** A PKCS#12 file with the sealing key and certificate; a generated certificate is used when null. */
  p12Path: string | null;
  p12Passphrase: string;
  /** RFC 3161 timestamp server; no timestamp when null. */
  tsaUrl: string | null;
  /** The operator's CA for company certificates; a CA generated once and kept in the database when null. */
  companyCa: CompanyCaFiles | null;
}

/** The `seal_identities` row of the generated sealing certificate. */
export const GENERATED_SEAL = 'default';

/**
 * The generated sealing identity, made on first use: a self-signed "Signet document seal"
 * kept under the name 'default', exactly one however many processes start at once.
 */
export async function ensureGeneratedIdentity(db: Db): Promise<SealIdentity> {
  return ensureStoredIdentity(db, GENERATED_SEAL, () => generateSealCertificate('Signet document seal'));
}

/** Where the sealing key and the company CA come from, each read once per process. */
export interface SealProvider {
  identity(): Promise<SealIdentity>;
  /** The CA that issues companies' certificates (ensureCompanyIdentity). */
  companyCa(): Promise<SealIdentity>;
  tsaUrl: string | null;
}

/** `load` once, shared by every caller; a failure is not kept, so the next call tries again. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}

export function createSealProvider(db: Db, config: SealConfig): SealProvider {
  const { companyCa } = config;
  return {
    tsaUrl: config.tsaUrl,
    identity: once(async () => (config.p12Path ? identityFromP12(await readFile(config.p12Path), config.p12Passphrase) : ensureGeneratedIdentity(db))),
    companyCa: once(() => (companyCa ? readCompanyCa(companyCa) : ensureCompanyCa(db))),
  };
}
