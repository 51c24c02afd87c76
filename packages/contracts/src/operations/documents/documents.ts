import { z } from 'zod';
import { ZId } from '../../ids.js';
import { defineOperation, fileResponse } from '../../operation.js';
import { ZOk } from '../account/account-schemas.js';
import { ZDocument, ZDocumentName } from './document-schemas.js';
import { userText } from '../../user-text.js';

/**
 * Uploads one file (pdf, png, jpg, jpeg, webp or txt, checked by its bytes) and
 * converts it to PDF. Several files are several calls (the client runs them with
 * per-file progress). Failures: 7801 empty, 7802 no pages, 7800 password (data
 * ZLockedUpload: unlock it with unlockUpload), 5007 too large, 7005 too many pages,
 * 403 with 'file_damaged' or 'file_type_unsupported'.
 */
export const uploadDocument = defineOperation({
  id: 'uploadDocument',
  service: 'drive',
  method: 'POST',
  path: '/v1/drive/documents',
  summary: 'Upload a document (multipart/form-data, field "file"); it is stored with its PDF',
  auth: 'session',
  multipart: { fileField: 'file', fields: z.object({ name: userText().max(255).optional() }) },
  response: ZDocument,
});

/** Opens a password-protected upload with its password; stores it decrypted. Wrong password: 7800 'file_password_wrong'. */
export const unlockUpload = defineOperation({
  id: 'unlockUpload',
  service: 'drive',
  method: 'POST',
  path: '/v1/drive/uploads/{uploadId}/unlock',
  summary: 'Unlock a password-protected upload',
  auth: 'session',
  blockRepeats: true,
  params: z.object({ uploadId: ZId }),
  body: z.object({ password: z.string().min(1).max(256) }),
  response: ZDocument,
});

export const listDocuments = defineOperation({
  id: 'listDocuments',
  service: 'drive',
  method: 'GET',
  path: '/v1/drive/documents',
  summary: "The signed-in user's documents, newest first",
  auth: 'session',
  query: z.object({
    cursor: ZId.optional().meta({ description: 'The last id of the previous page.' }),
    limit: z.coerce.number().int().min(1).max(100).default(30),
  }),
  response: z.object({ documents: z.array(ZDocument), nextCursor: z.string().nullable() }),
});

export const getDocument = defineOperation({
  id: 'getDocument',
  service: 'drive',
  method: 'GET',
  path: '/v1/drive/documents/{documentId}',
  summary: 'One document of the signed-in user',
  auth: 'session',
  params: z.object({ documentId: ZId }),
  response: ZDocument,
});

export const renameDocument = defineOperation({
  id: 'renameDocument',
  service: 'drive',
  method: 'PUT',
  path: '/v1/drive/documents/{documentId}',
  summary: 'Rename a document (spec 5 name rules)',
  auth: 'session',
  params: z.object({ documentId: ZId }),
  body: z.object({ name: ZDocumentName }),
  response: ZDocument,
});

export const deleteDocument = defineOperation({
  id: 'deleteDocument',
  service: 'drive',
  method: 'DELETE',
  path: '/v1/drive/documents/{documentId}',
  summary: 'Delete a document and its files',
  auth: 'session',
  params: z.object({ documentId: ZId }),
  response: ZOk,
});

export const DOCUMENT_FILE_VARIANTS = ['pdf', 'original'] as const;
export type DocumentFileVariant = (typeof DOCUMENT_FILE_VARIANTS)[number];

/** `?variant=pdf|original` of a document download; the PDF when absent. */
export const ZFileQuery = z.object({ variant: z.enum(DOCUMENT_FILE_VARIANTS).default('pdf') });

/** The media types a document download may answer: the PDF, or the original as uploaded. */
export const DOCUMENT_MEDIA_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp', 'text/plain'] as const;

/**
 * A drive document's bytes, not an envelope, with Content-Type, Content-Length, ETag
 * (the SHA-256; If-None-Match answers 304) and Content-Disposition carrying the file name.
 * Someone else's document answers 404, as a missing one does.
 */
export const getDocumentFile = defineOperation({
  id: 'getDocumentFile',
  service: 'drive',
  method: 'GET',
  path: '/v1/drive/documents/{documentId}/file',
  summary: "Download a document's PDF or original file",
  auth: 'session',
  params: z.object({ documentId: ZId }),
  query: ZFileQuery,
  response: fileResponse(...DOCUMENT_MEDIA_TYPES),
});
