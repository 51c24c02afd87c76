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

/** A key and its certificate in PEM, as `seal_identities` keeps them. */
export interface PemPair {
  certificatePem: string;
  privateKeyPem: string;
}

const GENERATED = 'default';
// Any constant; the same in every process sharing the database. Each name's lock is (this, hashtext(name)).
const GENERATE_LOCK_KEY = 725_104_332;

/**
 * The key and certificate stored under `name`, made by `make` on first use. Processes take
 * turns on an advisory lock of that name and the row's primary key is the name, so however
 * many ask at once, exactly one is made and all of them get it. A stored one that
 * `isCurrent` refuses (a company certificate from a CA no longer configured) is replaced,
 * under the same lock, exactly once.
 */
export async function ensureStoredIdentity(db: Db, name: string, make: () => PemPair, isCurrent: (identity: SealIdentity) => boolean = () => true): Promise<SealIdentity> {
  const read = async (tx: Db) => {
    const [row] = await tx.select().from(sealIdentities).where(eq(sealIdentities.name, name));
    return row ? identityFromPem(row.certificatePem, row.privateKeyPem) : undefined;
  };
  const existing = await read(db);
  if (existing && isCurrent(existing)) return existing;
  const stored = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${GENERATE_LOCK_KEY}, hashtext(${name}))`);
    const found = await read(tx);
    if (found && isCurrent(found)) return found;
    const made = make();
    const values = { ...made, certSha256: identityFromPem(made.certificatePem, made.privateKeyPem).certSha256 };
    const insert = tx.insert(sealIdentities).values({ name, ...values });
    // Nothing is overwritten but a row this process was asked to replace.
    await (found ? insert.onConflictDoUpdate({ target: sealIdentities.name, set: { ...values, updatedAt: new Date() } }) : insert.onConflictDoNothing());
    return read(tx);
  });
  if (!stored) throw new Error(`the stored identity ${name} vanished`);
  return stored;
}

/**
 * The generated sealing identity, made on first use: a self-signed "Signet document seal"
 * kept under the name 'default', exactly one however many processes start at once.
 */
export async function ensureGeneratedIdentity(db: Db): Promise<SealIdentity> {
  return ensureStoredIdentity(db, GENERATED, () => generateSealCertificate('Signet document seal'));
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
