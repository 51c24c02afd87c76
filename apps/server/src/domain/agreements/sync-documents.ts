import { and, eq, inArray } from 'drizzle-orm';
import { AppError, ErrorCode } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { agreementDocuments, documents } from '../../db/schema/index.js';
import type { AgreementDocumentRow } from '../agreement-core/agreements-repository.js';
import { bodyProblem, type DraftValues } from '../agreement-core/draft-input.js';
import type { Workspace } from '../company/workspace.js';
import { ownedBy } from '../documents/documents-repository.js';

type Step = { keep: AgreementDocumentRow } | { driveId: bigint };

/**
 * Makes the agreement's documents the listed ones, in that order: a document it
 * holds stays (named by its own id, or by the drive document it came from) with its
 * fields; a drive document is copied in (name, pages, stored file keys and SHA-256);
 * the rest are removed, their fields with them (cascade). A drive document that is
 * not the owner's answers 404, like the drive; an agreement document that is not
 * this agreement's answers 403. Returns the documents in order and the removed rows.
 */
export async function syncDocuments(
  tx: Db,
  input: { agreementId: bigint; uploader: Workspace; refs: DraftValues['documents']; existing: readonly AgreementDocumentRow[] },
): Promise<{ documents: AgreementDocumentRow[]; removed: AgreementDocumentRow[] }> {
  const byId = new Map(input.existing.map((row) => [row.id, row]));
  const byDriveId = new Map(input.existing.flatMap((row) => (row.documentId === null ? [] : [[row.documentId, row] as const])));
  const steps: Step[] = [];
  const listed = new Set<string>();
  for (const [index, ref] of input.refs.entries()) {
    let step: Step;
    if ('agreementDocumentId' in ref) {
      const kept = byId.get(ref.agreementDocumentId);
      if (!kept) throw bodyProblem(`documents.${index}.agreementDocumentId`, 'Not a document of this agreement.');
      step = { keep: kept };
    } else {
      const kept = byDriveId.get(ref.documentId);
      step = kept ? { keep: kept } : { driveId: ref.documentId };
    }
    const key = 'keep' in step ? `a${step.keep.id}` : `d${step.driveId}`;
    if (listed.has(key)) throw bodyProblem(`documents.${index}`, 'This document is listed twice.');
    listed.add(key);
    steps.push(step);
  }

  const keptIds = new Set(steps.flatMap((step) => ('keep' in step ? [step.keep.id] : [])));
  const removed = input.existing.filter((row) => !keptIds.has(row.id));
  if (removed.length > 0) {
    await tx.delete(agreementDocuments).where(inArray(agreementDocuments.id, removed.map((row) => row.id)));
  }

  const driveIds = steps.flatMap((step) => ('driveId' in step ? [step.driveId] : []));
  // FOR SHARE: a drive delete waits for this copy to commit, so it sees the files are still needed.
  const driveRows =
    driveIds.length === 0
      ? []
      : await tx
          .select()
          .from(documents)
          .where(and(ownedBy(input.uploader), inArray(documents.id, driveIds)))
          .for('share');
  const driveById = new Map(driveRows.map((row) => [row.id, row]));
  if (driveIds.some((id) => !driveById.has(id))) throw new AppError(ErrorCode.NotFound, { detail: 'drive document not found' });

  const result: AgreementDocumentRow[] = [];
  for (const [position, step] of steps.entries()) {
    if ('keep' in step) {
      if (step.keep.position === position) {
        result.push(step.keep);
        continue;
      }
      const [moved] = await tx.update(agreementDocuments).set({ position }).where(eq(agreementDocuments.id, step.keep.id)).returning();
      if (moved) result.push(moved);
      continue;
    }
    const drive = driveById.get(step.driveId);
    if (!drive) continue;
    const [copy] = await tx
      .insert(agreementDocuments)
      .values({
        agreementId: input.agreementId,
        position,
        documentId: drive.id,
        name: drive.name,
        kind: drive.kind,
        originalKey: drive.originalKey,
        originalFileName: drive.originalFileName,
        originalContentType: drive.originalContentType,
        originalSize: drive.originalSize,
        originalSha256: drive.originalSha256,
        pdfKey: drive.pdfKey,
        pdfSize: drive.pdfSize,
        pdfSha256: drive.pdfSha256,
        pageCount: drive.pageCount,
        pageSizes: drive.pageSizes,
      })
      .returning();
    if (copy) result.push(copy);
  }
  return { documents: result, removed };
}
