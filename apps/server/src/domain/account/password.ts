import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2's defaults are argon2id with m=19 MiB, t=2, p=1: OWASP's recommended minimum.

/** Hashes a password with argon2id; the PHC string keeps salt and parameters. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | null = null;

/**
 * Checks a password against a stored hash. With no hash (unknown e-mail, or an
 * account without a password) it verifies against a dummy hash anyway, so the
 * answer takes as long and reveals nothing, then answers false.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('signet-dummy-password-for-timing');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    // A malformed stored hash is a failed sign-in, never a 500 that tells the two cases apart.
    return false;
  }
}
