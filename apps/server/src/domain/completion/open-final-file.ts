import { AppError, ErrorCode } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import type { FileStore } from '../../storage/file-store.js';
import type { AgreementRow } from '../agreement-core/agreements-repository.js';
import { requireOwnAgreement } from '../agreement-core/policy.js';
import type { DocumentFile } from '../documents/open-document-file.js';
import { requireSigner, type SignerCredentials } from '../signing/signer-access.js';
import { findCompletion } from '../agreement-core/completion-repository.js';
import { finalFileName } from './deliver-final.js';
import type { Workspace } from '../company/workspace.js';

/** The sealed file of a completed agreement; 7405 ("the file of the signature does not exist") before. */
async function openFinal(db: Db, files: FileStore, agreement: AgreementRow): Promise<DocumentFile> {
  const completion = await findCompletion(db, agreement.id);
  if (agreement.status !== 'completed' || agreement.deletedAt || !completion?.finalKey || !completion.finalSha256 || completion.finalSize === null) {
    throw new AppError(ErrorCode.SignatureFileNotFound, { detail: `agreement ${agreement.id} is ${agreement.status}` });
  }
  const key = completion.finalKey;
  return { open: (range) => files.get(key, range), contentType: 'application/pdf', size: completion.finalSize, sha256: completion.finalSha256, fileName: finalFileName(agreement.name) };
}

/** The sealed file for the agreement's sender (7403 for another user's, 404 when missing). */
export async function openSenderFinalFile(db: Db, files: FileStore, input: Workspace & { agreementId: bigint }): Promise<DocumentFile> {
  return openFinal(db, files, await requireOwnAgreement(db, input, input.agreementId));
}

/** The sealed file for a recipient holding a signer session (7404 otherwise), signer or viewer. */
export async function openRecipientFinalFile(
  db: Db,
  files: FileStore,
  input: { recipientId: bigint; credentials: SignerCredentials; ip: string; userAgent: string },
): Promise<DocumentFile> {
  const { agreement } = await requireSigner(db, { ...input, now: new Date() });
  return openFinal(db, files, agreement);
}
