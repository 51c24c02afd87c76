import type { Db } from '../../db/client.js';
import type { FileStore } from '../../storage/file-store.js';
import { requireSigner } from '../signing/signer-access.js';
import { faceImage } from './seal-face-files.js';
import { findSealUse } from './seal-uses.js';
import { sealVersion } from './seals-repository.js';
import { requireChoosableSeal } from './signer-seals.js';
import type { SignerCall } from './apply-seal.js';

/** The current face of a seal this signer could pick (404 for any other seal). */
export async function choosableSealFace(db: Db, files: FileStore, call: SignerCall & { sealId: bigint }) {
  const { agreement, recipient } = await requireSigner(db, { ...call, now: call.now ?? new Date() });
  const { seal } = await requireChoosableSeal(db, { agreement, recipient, sealId: call.sealId });
  return faceImage(files, (await sealVersion(db, seal.id, seal.version)).faceKey);
}

/** The face this recipient applied (the version it carried), or null before they applied one. */
export async function appliedSealFace(db: Db, files: FileStore, call: SignerCall) {
  const { agreement, recipient } = await requireSigner(db, { ...call, now: call.now ?? new Date() });
  const use = await findSealUse(db, agreement.id, recipient.id);
  return use ? faceImage(files, use.faceKey) : null;
}
