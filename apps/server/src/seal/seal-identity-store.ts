import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sealIdentities } from '../db/schema/index.js';
import { generateSealCertificate } from './generate-seal-certificate.js';
import { identityFromP12, identityFromPem, type SealIdentity } from './seal-identity.js';

export interface SealConfig {
  /** A PKCS#12 file with the sealing key and certificate; a generated certificate is used when null. */
  p12Path: string | null;
  p12Passphrase: string;
  /** RFC 3161 timestamp server; no timestamp when null. */
  tsaUrl: string | null;
}

const GENERATED = 'default';
// Any constant; the same in every process sharing the database.
const GENERATE_LOCK_KEY = 725_104_332;

/**
 * The generated sealing identity, made on first use. Processes take turns on an
 * advisory lock and the row's primary key is fixed, so however many start at once,
 * exactly one certificate is created and all of them seal with it.
 */
export async function ensureGeneratedIdentity(db: Db): Promise<SealIdentity> {
  const read = async (tx: Db) => (await tx.select().from(sealIdentities).where(eq(sealIdentities.name, GENERATED)))[0];
  const existing = await read(db);
  if (existing) return identityFromPem(existing.certificatePem, existing.privateKeyPem);
  const row = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${GENERATE_LOCK_KEY})`);
    const found = await read(tx);
    if (found) return found;
    const made = generateSealCertificate('Signet document seal');
    const identity = identityFromPem(made.certificatePem, made.privateKeyPem);
    await tx
      .insert(sealIdentities)
      .values({ name: GENERATED, ...made, certSha256: identity.certSha256 })
      .onConflictDoNothing();
    return read(tx);
  });
  if (!row) throw new Error('the seal identity vanished');
  return identityFromPem(row.certificatePem, row.privateKeyPem);
}

/** Where the sealing key comes from, read once per process. */
export interface SealProvider {
  identity(): Promise<SealIdentity>;
  tsaUrl: string | null;
}

export function createSealProvider(db: Db, config: SealConfig): SealProvider {
  let loading: Promise<SealIdentity> | null = null;
  const load = async () => (config.p12Path ? identityFromP12(await readFile(config.p12Path), config.p12Passphrase) : ensureGeneratedIdentity(db));
  return {
    tsaUrl: config.tsaUrl,
    identity: () => {
      loading ??= load().catch((error: unknown) => {
        loading = null;
        throw error;
      });
      return loading;
    },
  };
}
