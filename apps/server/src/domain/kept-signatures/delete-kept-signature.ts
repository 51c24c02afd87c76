import type { KeptSignatureKind, KeptSignatures } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import type { FileStore } from '../../storage/file-store.js';
import { removeKeptSignature } from './kept-signatures-repository.js';
import { keptSignaturesOf } from './present-kept-signatures.js';

/**
 * Forgets the person's kept signature or initials, file included. Nothing kept is not an error:
 * the answer is what remains either way. Agreements signed with it keep their own copies.
 */
export async function deleteKeptSignature(db: Db, files: FileStore, input: { userId: bigint; kind: KeptSignatureKind }): Promise<KeptSignatures> {
  const removed = await removeKeptSignature(db, input.userId, input.kind);
  if (removed) await files.delete(removed.imageKey).catch(() => undefined);
  return keptSignaturesOf(db, files, input.userId);
}
