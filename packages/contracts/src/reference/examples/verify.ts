import type { OperationExamples } from '../reference-types.js';

/** A request and an answer of each verify operation, as on the wire (ids are 64-bit; the reference test parses each with the operation's schemas). */
export const verifyExamples = {
  verifyDocument: {
    fields: {},
    response: { verdict: 'authentic', sha256: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08', signature: null, signatures: [{ signer: null, signedAt: null, intact: false, coversWholeFile: false, sealedBySignet: false, timestampedAt: null }], agreement: null },
  },
} satisfies OperationExamples;
