import type { StoredDocument } from '@signet/contracts';

/**
 * A document of the agreement being edited: one the agreement already holds
 * (`agreementDocumentId`), or a drive document just uploaded or picked (only
 * `documentId`). The flow keeps a list of these in its form; this feature edits it.
 */
export interface ChosenDocument {
  key: string;
  agreementDocumentId: bigint | null;
  /** The drive document; null when the agreement's copy outlived it. */
  documentId: bigint | null;
  name: string;
  kind: 'pdf' | 'image' | 'text';
  pageCount: number;
  /** Bytes of the original, known for a drive document only. */
  size: number | null;
}

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
