/**
 * A document of the agreement being edited: one the agreement already holds
 * (`agreementDocumentId`), or a drive document just uploaded or picked (only
 * `documentId`). The editor's form keeps a list of these; the documents feature
 * adds to it.
 */
export interface ChosenDocument {
  /** The row's list key; a saved row gets a new one. */
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
