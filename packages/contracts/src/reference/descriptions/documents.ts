import type { OperationDescriptions } from '../reference-types.js';

/** What each documents operation does, who may call it and its notable rules (the reference's descriptions). */
export const documentsDescriptions = {
  uploadDocument:
    'Uploads one file (pdf, png, jpg, jpeg, webp or txt, checked by its bytes) and converts it to PDF. Several files are several calls (the client runs them with per-file progress). Failures: 7801 empty, 7802 no pages, 7800 password (data ZLockedUpload: unlock it with unlockUpload), 5007 too large, 7005 too many pages, 403 with \'file_damaged\' or \'file_type_unsupported\'.',
  unlockUpload:
    'Opens a password-protected upload with its password; stores it decrypted. Wrong password: 7800 \'file_password_wrong\'.',
  listDocuments:
    'The caller\'s uploaded documents in the drive, newest first, a page at a time.',
  getDocument:
    'One uploaded document: its name, type, size, page count and conversion state. 404 for a document the caller does not own.',
  getDocumentFile:
    'A drive document\'s bytes, not an envelope, with Content-Type, Content-Length, ETag (the SHA-256; If-None-Match answers 304) and Content-Disposition carrying the file name. Someone else\'s document answers 404, as a missing one does.',
  renameDocument:
    'Renames an uploaded document; the name follows the document name rules (length, no path characters).',
  deleteDocument:
    'Deletes an uploaded document and its files from the drive. Agreements made from it keep their own copy.',
} satisfies OperationDescriptions;
