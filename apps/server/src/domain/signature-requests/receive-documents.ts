import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppError, ErrorCode, type Plan, type ZSignatureRequestDocument } from '@signet/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { FileStore } from '../../storage/file-store.js';
import type { Workspace } from '../company/workspace.js';
import { deleteDocument } from '../documents/delete-document.js';
import type { DocumentRow } from '../documents/documents-repository.js';
import { requireOwnDocument } from '../documents/policy.js';
import { storeDocument } from '../documents/store-document.js';
import { uploadDocument } from '../documents/upload-document.js';
import type { TextTag } from '../text-tags/text-tag-types.js';
import { fetchDocument } from './fetch-document.js';

type RequestDocument = z.output<typeof ZSignatureRequestDocument>;

/** Finds a PDF's text tags and takes them out of it: `pdf` is null when it had none (the document stays as it is). */
export type ReadTextTags = (pdf: Uint8Array, document: number) => Promise<{ pdf: Uint8Array | null; tags: readonly TextTag[] }>;

export interface ReceivedDocument {
  row: DocumentRow;
  /** Made by this request (an inline file, a fetched one, or a copy without its tags), so removed again if the request fails. */
  made: boolean;
  tags: readonly TextTag[];
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

function decodeBase64(text: string, document: number): Buffer {
  const compact = text.replace(/\s+/g, '');
  if (compact.length % 4 === 1 || !BASE64.test(compact)) {
    throw new AppError(ErrorCode.ParameterError, {
      data: { issues: [{ in: 'body', path: `documents.${document}.file.contentBase64`, message: 'Not base64: use A–Z, a–z, 0–9, + and /, with = padding.' }] },
      detail: 'invalid base64',
    });
  }
  return Buffer.from(compact, 'base64');
}

/**
 * Turns a one-call request's documents into drive documents, in order: an upload of the caller's is used as
 * it is (404 for anyone else's); a file in the body or at an address goes through the upload's own checks
 * and conversion (type by its bytes, size and pages within the plan, 7800 for a password, damaged files
 * refused). With `readTags`, each PDF's text tags are found and removed first; a drive upload with tags is
 * copied without them, so the drive keeps what was uploaded. If any document fails, those made so far are
 * deleted again: a refused request leaves nothing behind.
 */
export async function receiveDocuments(
  db: Db,
  files: FileStore,
  input: { owner: Workspace; plan: Plan; documents: readonly RequestDocument[]; readTags: ReadTextTags | null; allowHosts: ReadonlySet<string> },
): Promise<ReceivedDocument[]> {
  const received: ReceivedDocument[] = [];
  const folder = await mkdtemp(join(tmpdir(), 'signet-request-'));
  try {
    for (const [index, document] of input.documents.entries()) {
      received.push(await receiveOne(db, files, { ...input, folder, index, document }));
    }
    return received;
  } catch (error) {
    await discardDocuments(db, files, input.owner, received);
    throw error;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Removes the drive documents a failed request made (best effort: a leftover upload is harmless). */
export async function discardDocuments(db: Db, files: FileStore, owner: Workspace, received: readonly ReceivedDocument[]): Promise<void> {
  for (const document of received) {
    if (document.made) await deleteDocument(db, files, { owner, documentId: document.row.id }).catch(() => undefined);
  }
}

async function receiveOne(
  db: Db,
  files: FileStore,
  input: { owner: Workspace; plan: Plan; readTags: ReadTextTags | null; allowHosts: ReadonlySet<string>; folder: string; index: number; document: RequestDocument },
): Promise<ReceivedDocument> {
  const { document, index, readTags } = input;
  if ('documentId' in document) {
    const row = await requireOwnDocument(db, input.owner, document.documentId);
    if (!readTags) return { row, made: false, tags: [] };
    const found = await readTags(new Uint8Array(await files.read(row.pdfKey)), index);
    if (!found.pdf) return { row, made: false, tags: found.tags };
    const copy = await storeDocument(db, files, {
      owner: input.owner,
      name: row.name,
      kind: 'pdf',
      original: { body: Buffer.from(found.pdf), fileName: `${row.name}.pdf`, contentType: 'application/pdf', extension: 'pdf' },
      pdf: null,
      pageSizes: row.pageSizes,
    });
    return { row: copy, made: true, tags: found.tags };
  }

  let file: { path: string; fileName: string; size: number };
  if ('file' in document) {
    const bytes = decodeBase64(document.file.contentBase64, index);
    if (bytes.length > input.plan.maxFileBytes) throw new AppError(ErrorCode.FileSizeExceed, { detail: `document ${index} is ${bytes.length} bytes` });
    const path = join(input.folder, `document-${index}`);
    await writeFile(path, bytes);
    file = { path, fileName: document.file.name, size: bytes.length };
  } else {
    file = await fetchDocument({ url: document.url, document: index, path: join(input.folder, `document-${index}`), maxBytes: input.plan.maxFileBytes, allowHosts: input.allowHosts });
  }
  let tags: readonly TextTag[] = [];
  const row = await uploadDocument(db, files, {
    owner: input.owner,
    plan: input.plan,
    file,
    name: document.name,
    ...(readTags
      ? {
          preparePdf: async (pdf: Uint8Array) => {
            const found = await readTags(pdf, index);
            tags = found.tags;
            return found.pdf;
          },
        }
      : {}),
  });
  return { row, made: true, tags };
}
