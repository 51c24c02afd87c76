import type { StoredDocument } from '@signet/contracts';
import { describe, expect, it } from 'vitest';
import { addDocuments, addPicked, removeDocument, toggleSelection } from './chosen-documents';

const doc = (id: number, name = `Doc ${id}`) => ({ id: BigInt(id), name }) as StoredDocument;
const ids = (documents: readonly StoredDocument[]) => documents.map((document) => Number(document.id));

describe('addDocuments', () => {
  it('appends new documents in order and skips those already held', () => {
    expect(ids(addDocuments([doc(1), doc(2)], [doc(3), doc(2), doc(4), doc(3)]))).toEqual([1, 2, 3, 4]);
  });

  it('treats a renamed copy as the same document', () => {
    expect(addDocuments([doc(1, 'Old')], [doc(1, 'New')]).map((document) => document.name)).toEqual(['Old']);
  });
});

describe('removeDocument', () => {
  it('removes by id and keeps the others in order', () => {
    expect(ids(removeDocument([doc(1), doc(2), doc(3)], doc(2)))).toEqual([1, 3]);
  });
});

describe('toggleSelection', () => {
  it('ticks and unticks a document', () => {
    const ticked = toggleSelection([doc(1)], doc(2), []);
    expect(ids(ticked)).toEqual([1, 2]);
    expect(ids(toggleSelection(ticked, doc(1), []))).toEqual([2]);
  });

  it('never picks a document already in the step', () => {
    expect(ids(toggleSelection([], doc(5), [doc(5)]))).toEqual([]);
  });
});

describe('addPicked', () => {
  it('adds the picked documents after the current ones, without duplicates', () => {
    expect(addPicked([doc(1), doc(2)], [doc(2), doc(3), doc(3)], 10)).toEqual({ tooMany: false, documents: [doc(1), doc(2), doc(3)] });
  });

  it('allows exactly the per-upload maximum of new documents', () => {
    const result = addPicked([doc(9)], [doc(1), doc(2), doc(3)], 3);
    expect(result.tooMany === false && ids(result.documents)).toEqual([9, 1, 2, 3]);
  });

  it('refuses the whole pick over the per-upload maximum', () => {
    expect(addPicked([], [doc(1), doc(2), doc(3), doc(4)], 3)).toEqual({ tooMany: true });
  });

  it('does not count documents already in the step against the maximum', () => {
    expect(addPicked([doc(1), doc(2)], [doc(1), doc(2), doc(3)], 1).tooMany).toBe(false);
  });
});
