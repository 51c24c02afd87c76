import { and, eq, gt, lt } from 'drizzle-orm';
import { AppError, ErrorCode } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { webauthnChallenges } from '../../db/schema/index.js';

export type ChallengePurpose = 'register' | 'sign_in' | 'second_factor' | 'reauth';

// A browser's passkey prompt times out after a minute; five leave room for a slow person.
const CHALLENGE_TTL_MS = 5 * 60 * 1000;

/** Keeps a challenge handed to a browser (shared by every web process), and clears long-expired ones on the way. */
export async function keepChallenge(db: Db, options: { challenge: string; purpose: ChallengePurpose; userId: bigint | null; now: Date }): Promise<void> {
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, options.now));
  await db.insert(webauthnChallenges).values({
    challenge: options.challenge,
    purpose: options.purpose,
    userId: options.userId,
    expiresAt: new Date(options.now.getTime() + CHALLENGE_TTL_MS),
  });
}

/** The challenge a browser's answer signed (its clientDataJSON), read without trusting anything else in it. */
export function challengeOf(clientDataJSON: string): string {
  try {
    const parsed = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof parsed.challenge === 'string' ? parsed.challenge : '';
  } catch {
    return '';
  }
}

/**
 * Takes (deletes) a live challenge made for this purpose and, where one was named, this user:
 * each challenge answers once. 8416 when there is none, so a replayed or stale answer is refused.
 */
export async function takeChallenge(db: Db, options: { challenge: string; purpose: ChallengePurpose; userId: bigint | null; now: Date }): Promise<{ userId: bigint | null }> {
  const [row] = await db
    .delete(webauthnChallenges)
    .where(and(eq(webauthnChallenges.challenge, options.challenge), eq(webauthnChallenges.purpose, options.purpose), gt(webauthnChallenges.expiresAt, options.now)))
    .returning({ userId: webauthnChallenges.userId });
  if (!row || (options.userId !== null && row.userId !== options.userId)) {
    throw new AppError(ErrorCode.PasskeyRejected, { detail: `no live ${options.purpose} challenge` });
  }
  return row;
}

/** The contract's view of WebAuthn options: a JSON object with its challenge (the library types them as closed interfaces). */
export type PasskeyOptionsJson = Record<string, unknown> & { challenge: string };
export const optionsJson = (prompt: { challenge: string }): PasskeyOptionsJson => ({ ...prompt });
