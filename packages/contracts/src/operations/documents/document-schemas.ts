import { z } from 'zod';
import { ZIdOut } from '../../ids.js';
import { LIMITS } from '../../limits.js';
import { userText } from '../../user-text.js';

/** Characters a document name may not contain (they break file systems and mail clients). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
export const DOCUMENT_NAME_FORBIDDEN = /[\\/:*?"<>|\u0000-\u001f]/;

/** Spec 5 name rules: not blank, no forbidden characters ('Document name is not valid'), at most N characters ('Up to %d characters'). */
export const ZDocumentName = userText()
  .min(1, { error: 'document_name_invalid' })
  .max(LIMITS.documentNameChars, { error: 'up_to_chars' })
  .refine((name) => !DOCUMENT_NAME_FORBIDDEN.test(name), { error: 'document_name_invalid' });

/** The file name a browser sends with an upload: user text like any other, shown in lists, mails and the certificate. */
export const ZUploadFileName = userText();

export const ZPageSize = z.object({ width: z.number(), height: z.number() }).meta({ description: 'PDF points (1/72 inch).' });

/** A stored document: the original as uploaded and the PDF it became, each with its SHA-256. */
export const ZDocument = z.object({
  id: ZIdOut,
  name: z.string(),
  kind: z.enum(['pdf', 'image', 'text']),
  original: z.object({ fileName: z.string(), contentType: z.string(), size: z.number().int(), sha256: z.string() }),
  pdf: z.object({ size: z.number().int(), sha256: z.string() }),
  pageCount: z.number().int(),
  pageSizes: z.array(ZPageSize),
  createdAt: z.string().meta({ format: 'date-time' }),
  updatedAt: z.string().meta({ format: 'date-time' }),
});
export type StoredDocument = z.infer<typeof ZDocument>;

/** Data of a 7800 answer: the upload is kept (encrypted, briefly) until unlocked with its password. */
export const ZLockedUpload = z.object({ uploadId: ZIdOut, fileName: z.string() });
