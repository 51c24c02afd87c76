import type { StoredDocument } from '@signet/contracts';
import { describe, expect, it } from 'vitest';
import type { ChosenDocument } from '../../../lib/agreements/chosen-document';
import { appendStored, driveIdsOf } from './agreement-documents';

const stored = (id: number) => ({ id: BigInt(id), name: `Doc ${id}`, kind: 'pdf', pageCount: 2, original: { size: 100 } }) as StoredDocument;
const held: ChosenDocument = { key: 'agreement-7', agreementDocumentId: 7n, documentId: 1n, name: 'Held', kind: 'pdf', pageCount: 1, size: null };

describe('appendStored', () => {
  it('appends new drive documents after the held ones, in order', () => {
    const next = appendStored([held], [stored(2), stored(3)]);
    expect(next.map((document) => document.key)).toEqual(['agreement-7', 'drive-2', 'drive-3']);
    expect(next[1]).toMatchObject({ agreementDocumentId: null, documentId: 2n, size: 100 });
  });

  it('skips a drive document the agreement already holds a copy of, and repeats', () => {
    expect(appendStored([held], [stored(1), stored(4), stored(4)]).map((document) => document.key)).toEqual(['agreement-7', 'drive-4']);
  });
});

describe('driveIdsOf', () => {
  it('lists the drive ids, skipping copies whose drive document is gone', () => {
    expect(driveIdsOf([held, { ...held, key: 'x', documentId: null }])).toEqual([{ id: 1n }]);
  });
});
