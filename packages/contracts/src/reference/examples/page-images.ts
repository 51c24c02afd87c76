import type { OperationExamples } from '../reference-types.js';

/** A request and an answer of each page-images operation, as on the wire (ids are 64-bit; the reference test parses each with the operation's schemas). */
export const pageImagesExamples = {

} satisfies OperationExamples;
