import { eq } from 'drizzle-orm';
import type { PasskeyAssertion } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { hitNamedLimit } from '../rate-limit/hit-rate-limit.js';
import type { RequestMeta } from '../request-meta.js';
import type { CreatedSession } from '../session/create-session.js';
import { startSession } from '../session/start-session.js';
import type { SignedInUser } from './complete-second-factor-sign-in.js';
import { passkeyAssertionOptions, verifyPasskeyAssertion } from './passkey-assertion.js';
import type { RelyingParty } from './relying-party.js';

/** Options for a password-less passkey sign-in: no account named, the browser offers the site's passkeys. */
export async function beginPasskeySignIn(db: Db, options: { rp: RelyingParty; now?: Date }) {
  return passkeyAssertionOptions(db, { purpose: 'sign_in', userId: null, rp: options.rp, now: options.now ?? new Date() });
}

/**
 * Signs in with a passkey alone. The passkey is something held and, verified by the device
 * (user verification required), something known or been, so the session counts as having passed a
 * second factor. Rate limited per address; 8416 when it does not verify.
 */
export async function passkeySignIn(
  db: Db,
  options: { assertion: PasskeyAssertion; meta: RequestMeta; ttlMs: number; rp: RelyingParty; now?: Date },
): Promise<{ user: SignedInUser; session: CreatedSession }> {
  const now = options.now ?? new Date();
  await hitNamedLimit(db, 'passkeySignInPerIp', options.meta.ip, now);
  const { userId } = await verifyPasskeyAssertion(db, { assertion: options.assertion, purpose: 'sign_in', userId: null, rp: options.rp, now });
  const session = await startSession(db, { userId, meta: options.meta, ttlMs: options.ttlMs, now, secondFactor: true });
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`no user ${userId}`);
  return { user, session };
}
