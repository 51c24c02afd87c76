import { createHash } from 'node:crypto';
import type { KeptSignatureKind, KeptSignatures } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import type { FileStore } from '../../storage/file-store.js';
import { normaliseSignatureImage } from '../signing/signature-image.js';
import { putKeptSignature } from './kept-signatures-repository.js';
import { keptSignaturesOf } from './present-kept-signatures.js';

/**
 * Keeps the person's signature or initials, replacing the one kept before. The image passes the
 * same checks as a signing image (PNG or JPEG by its bytes, at most 1 MB, readable; 403 naming
 * `image` otherwise) and is stored as PNG under a key made of its SHA-256, so the same image kept
 * again rewrites the same file. The previous file is deleted once the row points to the new one.
 */
export async function saveKeptSignature(
  db: Db,
  files: FileStore,
  input: { userId: bigint; kind: KeptSignatureKind; image: string; madeBy: 'draw' | 'type' | 'upload'; now?: Date },
): Promise<KeptSignatures> {
  const png = await normaliseSignatureImage(input.image, 'image');
  const sha256 = createHash('sha256').update(png).digest('hex');
  const key = `kept-signatures/${input.userId}/${input.kind}-${sha256}.png`;
  await files.put(key, png, { contentType: 'image/png' });
  const previous = await putKeptSignature(db, {
    userId: input.userId,
    kind: input.kind,
    imageKey: key,
    imageSha256: sha256,
    madeBy: input.madeBy,
    updatedAt: input.now ?? new Date(),
  });
  // A failed clean-up leaves an unreferenced file, never a broken signature.
  if (previous && previous.imageKey !== key) await files.delete(previous.imageKey).catch(() => undefined);
  return keptSignaturesOf(db, files, input.userId);
}
