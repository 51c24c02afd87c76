import type { StoredDocument } from '@signet/contracts';
import type { ChosenDocument } from '../../../lib/agreements/chosen-document';

export function chosenFromStored(document: StoredDocument): ChosenDocument {
  return {
    key: `drive-${document.id}`,
    agreementDocumentId: null,
    documentId: document.id,
    name: document.name,
    kind: document.kind,
    pageCount: document.pageCount,
    size: document.original.size,
  };
}

/** `current` and then the drive documents it does not hold yet (by drive id, also via the agreement's copies). */
export function appendStored(current: readonly ChosenDocument[], additions: readonly StoredDocument[]): ChosenDocument[] {
  const next = [...current];
  for (const document of additions) {
    if (!next.some((held) => held.documentId === document.id)) next.push(chosenFromStored(document));
  }
  return next;
}

/** The drive ids already in the step, as the picker marks them. */
export const driveIdsOf = (documents: readonly ChosenDocument[]): { id: bigint }[] =>
  documents.flatMap((document) => (document.documentId === null ? [] : [{ id: document.documentId }]));
