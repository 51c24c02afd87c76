import type { OperationDescriptions } from '../reference-types.js';

/** What each verify operation does, who may call it and its notable rules (the reference's descriptions). */
export const verifyDescriptions = {
  verifyDocument:
    'Checks a PDF anyone holds (no sign-in): whether Signet sealed it, whether it changed since, and, when it is a stored final document, the agreement\'s name, parties and times. Multipart with the PDF in "file" (at most LIMITS.maxFileBytes); 429 after too many checks from one address.',
} satisfies OperationDescriptions;
