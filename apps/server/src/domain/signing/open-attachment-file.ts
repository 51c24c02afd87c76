import { and, eq } from 'drizzle-orm';
import { AppError, ErrorCode } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { signerAttachments } from '../../db/schema/index.js';
import type { FileStore } from '../../storage/file-store.js';
import { READABLE_PURPOSES, requireOwnAgreement } from '../agreement-core/policy.js';
import type { Workspace } from '../company/workspace.js';
import type { DocumentFile } from '../documents/open-document-file.js';
import { requireSigner, type SignerCredentials } from './signer-access.js';
import { assertOpenFor } from './signer-refusal.js';
import type { SignerAttachmentRow } from '../agreement-core/attachments-repository.js';

function fileOf(files: FileStore, row: SignerAttachmentRow): DocumentFile {
  return { open: (range) => files.get(row.fileKey, range), contentType: row.contentType, size: row.size, sha256: row.sha256, fileName: row.name };
}

async function attachmentOf(db: Db, agreementId: bigint, attachmentId: bigint): Promise<SignerAttachmentRow | undefined> {
  const [row] = await db.select().from(signerAttachments).where(and(eq(signerAttachments.agreementId, agreementId), eq(signerAttachments.id, attachmentId)));
  return row;
}

/**
 * A signer's attachment for one of the agreement's recipients (issue 36): any submitted one, and
 * one's own upload before submitting. 404 for another's unsubmitted upload or another agreement's.
 */
export async function openSignerAttachmentFile(
  db: Db,
  files: FileStore,
  input: { recipientId: bigint; credentials: SignerCredentials; attachmentId: bigint; ip: string; userAgent: string; now?: Date },
): Promise<DocumentFile> {
  const context = await requireSigner(db, { ...input, now: input.now ?? new Date() });
  assertOpenFor(context);
  const row = await attachmentOf(db, context.agreement.id, input.attachmentId);
  if (!row || (row.submittedAt === null && row.recipientId !== context.recipient.id)) throw new AppError(ErrorCode.NotFound);
  return fileOf(files, row);
}

/** A submitted attachment for whoever may read the agreement as its sender (7403 otherwise, 404 when none). */
export async function openAgreementAttachmentFile(db: Db, files: FileStore, input: Workspace & { agreementId: bigint; attachmentId: bigint }): Promise<DocumentFile> {
  const agreement = await requireOwnAgreement(db, input, input.agreementId, { purposes: READABLE_PURPOSES });
  const row = await attachmentOf(db, agreement.id, input.attachmentId);
  if (!row || row.submittedAt === null) throw new AppError(ErrorCode.NotFound);
  return fileOf(files, row);
}
