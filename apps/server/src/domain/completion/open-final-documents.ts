import { buffer } from 'node:stream/consumers';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { zipSync, type Zippable } from 'fflate';
import { AppError, ErrorCode } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { agreementRecipients, signerAttachments } from '../../db/schema/index.js';
import type { FileStore } from '../../storage/file-store.js';
import type { AgreementRow } from '../agreement-core/agreements-repository.js';
import { findCompletion } from '../agreement-core/completion-repository.js';
import { listFinalDocuments } from '../agreement-core/final-documents-repository.js';
import type { DocumentFile } from '../documents/open-document-file.js';
import { finalFileName } from './deliver-final.js';

/** Before sealing (or once in the trash) there is nothing: 7405, as for the merged file. */
function requireCompleted(agreement: AgreementRow): void {
  if (agreement.status !== 'completed' || agreement.deletedAt) throw new AppError(ErrorCode.SignatureFileNotFound, { detail: `agreement ${agreement.id} is ${agreement.status}` });
}

/** A name safe as one zip path segment: no folders, no control characters, never empty. */
const segment = (name: string) => name.replace(/[\\/:*?"<>|\p{Cc}]+/gu, '_').trim() || 'file';
const withPdf = (name: string) => (/\.pdf$/i.test(name) ? name : `${name}.pdf`);

/** One document of a completed agreement sealed on its own; 7405 when it has none (one document, or not sealed). */
export async function openFinalDocument(db: Db, files: FileStore, agreement: AgreementRow, agreementDocumentId: bigint): Promise<DocumentFile> {
  requireCompleted(agreement);
  const found = (await listFinalDocuments(db, agreement.id)).find((row) => row.agreementDocumentId === agreementDocumentId);
  if (!found) throw new AppError(ErrorCode.SignatureFileNotFound, { detail: `document ${agreementDocumentId} has no sealed file of its own` });
  return { open: (range) => files.get(found.fileKey, range), contentType: 'application/pdf', size: found.size, sha256: found.sha256, fileName: withPdf(found.name) };
}

/**
 * Every file of a completed agreement in one zip, made when asked (served like a stored file by the route): the merged sealed PDF,
 * each document's own under documents/ (each carries the audit certificate, so none is
 * added apart), and the files signers attached under attachments/. Stored, not compressed:
 * PDFs and images are compressed already.
 */
export async function buildFinalZip(db: Db, files: FileStore, agreement: AgreementRow): Promise<{ zip: Buffer; fileName: string }> {
  requireCompleted(agreement);
  const completion = await findCompletion(db, agreement.id);
  if (!completion?.finalKey) throw new AppError(ErrorCode.SignatureFileNotFound, { detail: `agreement ${agreement.id} has no final file` });
  const [documents, attachments] = await Promise.all([
    listFinalDocuments(db, agreement.id),
    db
      .select({ name: signerAttachments.name, fileKey: signerAttachments.fileKey, signer: agreementRecipients.name })
      .from(signerAttachments)
      .innerJoin(agreementRecipients, eq(agreementRecipients.id, signerAttachments.recipientId))
      .where(and(eq(signerAttachments.agreementId, agreement.id), isNotNull(signerAttachments.submittedAt)))
      .orderBy(asc(signerAttachments.id)),
  ]);
  const read = async (key: string) => new Uint8Array(await buffer(await files.get(key)));
  const mtime = completion.sealedAt ?? new Date();
  const entries: Zippable = {};
  const add = (path: string, bytes: Uint8Array) => {
    // Two files of one name (two documents, two uploads) keep both: the later one is numbered.
    let unique = path;
    for (let n = 2; unique in entries; n += 1) unique = path.replace(/(\.[^./]*)?$/, ` (${n})$1`);
    entries[unique] = [bytes, { level: 0, mtime }];
  };
  add(segment(finalFileName(agreement.name)), await read(completion.finalKey));
  for (const document of documents) add(`documents/${segment(withPdf(document.name))}`, await read(document.fileKey));
  for (const attachment of attachments) add(`attachments/${segment(`${attachment.signer} - ${attachment.name}`)}`, await read(attachment.fileKey));
  return { zip: Buffer.from(zipSync(entries)), fileName: `${segment(agreement.name.replace(/\.pdf$/i, ''))}.zip` };
}
