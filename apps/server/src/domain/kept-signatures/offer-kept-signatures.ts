import type { KeptSignatures } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import type { FileStore } from '../../storage/file-store.js';
import { findUserById } from '../account/users-repository.js';
import { requireSigner, type SignerCredentials } from '../signing/signer-access.js';
import { mayOfferKeptSignatures } from './kept-signature-policy.js';
import { keptSignaturesOf, NOTHING_KEPT } from './present-kept-signatures.js';

/**
 * What the signing page may offer in one tap: the kept signature and initials of the signed-in
 * account (`accountUserId`, from x-token) when its e-mail is the recipient's. The signer's own
 * credentials are checked first (7404 as for any signer call); any other caller gets an empty
 * answer, not an error, so the page simply offers nothing.
 */
export async function offerKeptSignatures(
  db: Db,
  files: FileStore,
  input: { recipientId: bigint; credentials: SignerCredentials; accountUserId: bigint | null; ip: string; userAgent: string; now?: Date },
): Promise<KeptSignatures> {
  const { recipient } = await requireSigner(db, { recipientId: input.recipientId, credentials: input.credentials, ip: input.ip, userAgent: input.userAgent, now: input.now ?? new Date() });
  if (input.accountUserId === null) return NOTHING_KEPT;
  const account = await findUserById(db, input.accountUserId);
  if (!recipient.email || !mayOfferKeptSignatures(account, { email: recipient.email })) return NOTHING_KEPT;
  return keptSignaturesOf(db, files, input.accountUserId);
}
