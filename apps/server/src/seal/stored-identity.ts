import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sealIdentities } from '../db/schema/index.js';
import { identityFromPem, type PemPair, type SealIdentity } from './seal-identity.js';

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
