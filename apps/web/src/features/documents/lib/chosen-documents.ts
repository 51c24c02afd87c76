import type { StoredDocument } from '@signet/contracts';

/** Documents compare by id: a renamed or re-fetched copy is still the same document. */
type Identified = { id: bigint };
const sameId = (a: Identified, b: Identified) => a.id === b.id;

/** `current` followed by those of `additions` it does not hold yet, in their order. */
export function addDocuments<T extends Identified>(current: readonly T[], additions: readonly T[]): T[] {
  const next = [...current];
  for (const document of additions) if (!next.some((held) => sameId(held, document))) next.push(document);
  return next;
}

export function removeDocument<T extends Identified>(current: readonly T[], document: Identified): T[] {
  return current.filter((held) => !sameId(held, document));
}

/** Ticks or unticks one document of the picker; one already in the step cannot be picked again. */
export function toggleSelection(selection: readonly StoredDocument[], document: StoredDocument, alreadyAdded: readonly Identified[]): StoredDocument[] {
  if (alreadyAdded.some((held) => sameId(held, document))) return [...selection];
  return selection.some((picked) => sameId(picked, document)) ? removeDocument(selection, document) : [...selection, document];
}

export type PickResult<T> = { tooMany: true } | { tooMany: false; documents: T[] };

/**
 * Adds the picked documents to the step. Picking from the drive is one selection,
 * like one upload: more new documents than the plan's files per upload refuses the
 * whole pick (spec 5 'The maximum number of files allowed for upload is %d.').
 */
export function addPicked<T extends Identified>(current: readonly T[], picked: readonly T[], filesPerUpload: number): PickResult<T> {
  const added = addDocuments<T>([], picked).filter((document) => !current.some((held) => sameId(held, document)));
  if (added.length > filesPerUpload) return { tooMany: true };
  return { tooMany: false, documents: [...current, ...added] };
}
