import type { StoredDocument } from '@signet/contracts';

/** Documents compare by id: a renamed or re-fetched copy is still the same document. */
const sameId = (a: StoredDocument, b: StoredDocument) => a.id === b.id;

/** `current` followed by those of `additions` it does not hold yet, in their order. */
export function addDocuments(current: readonly StoredDocument[], additions: readonly StoredDocument[]): StoredDocument[] {
  const next = [...current];
  for (const document of additions) if (!next.some((held) => sameId(held, document))) next.push(document);
  return next;
}

export function removeDocument(current: readonly StoredDocument[], document: StoredDocument): StoredDocument[] {
  return current.filter((held) => !sameId(held, document));
}

/** Ticks or unticks one document of the picker; one already in the step cannot be picked again. */
export function toggleSelection(
  selection: readonly StoredDocument[],
  document: StoredDocument,
  alreadyAdded: readonly StoredDocument[],
): StoredDocument[] {
  if (alreadyAdded.some((held) => sameId(held, document))) return [...selection];
  return selection.some((picked) => sameId(picked, document)) ? removeDocument(selection, document) : [...selection, document];
}

export type PickResult = { tooMany: true } | { tooMany: false; documents: StoredDocument[] };

/**
 * Adds the picked documents to the step. Picking from the drive is one selection,
 * like one upload: more new documents than the plan's files per upload refuses the
 * whole pick (spec 5 'The maximum number of files allowed for upload is %d.').
 */
export function addPicked(current: readonly StoredDocument[], picked: readonly StoredDocument[], filesPerUpload: number): PickResult {
  const added = addDocuments([], picked).filter((document) => !current.some((held) => sameId(held, document)));
  if (added.length > filesPerUpload) return { tooMany: true };
  return { tooMany: false, documents: [...current, ...added] };
}
