import { and, eq, isNull } from 'drizzle-orm';
import { CODE_TTL_MS } from '@signet/contracts';
import type { OneTimeCodePurpose } from './code-purpose.js';
import type { Db } from '../../db/client.js';
import { nextId } from '../../db/ids.js';
import { oneTimeCodes } from '../../db/schema/index.js';
import { generateCode, hashCode } from './code-hash.js';

/**
 * Creates a one-time code for an e-mail and purpose and returns it in clear, to be
 * mailed; only its hash is stored. Older live codes for the same e-mail and purpose
 * stop working, so only the newest mail counts.
 */
export async function issueCode(
  db: Db,
  options: { email: string; purpose: OneTimeCodePurpose; now?: Date },
): Promise<{ codeId: bigint; code: string; expiresAt: Date }> {
  const now = options.now ?? new Date();
  await db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(
      and(eq(oneTimeCodes.email, options.email), eq(oneTimeCodes.purpose, options.purpose), isNull(oneTimeCodes.consumedAt)),
    );
  const codeId = await nextId(db);
  const code = generateCode();
  const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
  await db.insert(oneTimeCodes).values({
    id: codeId,
    email: options.email,
    purpose: options.purpose,
    codeHash: hashCode(codeId, code),
    expiresAt,
    createdAt: now,
  });
  return { codeId, code, expiresAt };
}
