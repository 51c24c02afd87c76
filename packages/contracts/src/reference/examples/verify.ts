import type { OperationExamples } from '../reference-types.js';

/** A request and an answer of each verify operation, as on the wire (ids are 64-bit; the reference test parses each with the operation's schemas). */
export const verifyExamples = {
  verifyDocument: {
    fields: {},
    response: { verdict: 'authentic', sha256: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08', signature: { intact: false, coversWholeFile: false, sealedBySignet: false, signer: 'example', timestampedAt: '2026-11-29T10:15:00.000Z' }, signatures: [{ signer: 'example', signedAt: '2026-11-29T10:15:00.000Z', intact: false, coversWholeFile: false, sealedBySignet: false, timestampedAt: '2026-11-29T10:15:00.000Z' }], agreement: { id: 7300000335540961287n, name: 'Ada Lovelace', sentAt: '2026-11-29T10:15:00.000Z', sealedAt: '2026-11-29T10:15:00.000Z', document: { id: 7300000335540961287n, name: 'Ada Lovelace' }, sender: { name: 'Ada Lovelace' }, parties: [{ order: 1, name: 'Ada Lovelace', role: 'signer', signedAt: '2026-11-29T10:15:00.000Z', viewedAt: '2026-11-29T10:15:00.000Z' }] } },
  },
} satisfies OperationExamples;
