import { DOCUMENT_FILE_PATH, buildPath } from '@signet/contracts';
import type { DOCUMENT_FILE_VARIANTS } from '@signet/contracts';
import { fileRequestHeaders } from './file-request-headers';
import { serviceBaseUrl } from './service-hosts';

export type DocumentFileVariant = (typeof DOCUMENT_FILE_VARIANTS)[number];

/** The bytes of a stored document: its PDF, or the original as uploaded. Needs x-token. */
export function documentFileUrl(documentId: bigint | string, variant: DocumentFileVariant = 'pdf'): string {
  const base = serviceBaseUrl('drive').replace(/\/+$/, '');
  return `${base}${buildPath(DOCUMENT_FILE_PATH, { documentId: String(documentId) })}?variant=${variant}`;
}

/** A viewer source for a stored document's PDF, with the session headers it needs. */
export function documentPdfSource(documentId: bigint | string): { url: string; httpHeaders: Record<string, string> } {
  const url = documentFileUrl(documentId, 'pdf');
  return { url, httpHeaders: fileRequestHeaders(url) };
}
