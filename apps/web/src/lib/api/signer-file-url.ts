import { SIGNER_DOCUMENT_FILE_PATH, SIGNER_FINAL_FILE_PATH, SIGNER_TOKEN_HEADER, buildPath } from '@signet/contracts';
import { signerSessions } from '../state/signer-sessions';
import type { DocumentFileVariant } from './document-file-url';
import { fileRequestHeaders, isApiUrl } from './file-request-headers';
import { serviceBaseUrl } from './service-hosts';

/** The bytes of one agreement document as a signer reads them. */
export function signerFileUrl(flowSignerId: string, documentId: bigint | string, variant: DocumentFileVariant = 'pdf'): string {
  const base = serviceBaseUrl('sign').replace(/\/+$/, '');
  return `${base}${buildPath(SIGNER_DOCUMENT_FILE_PATH, { flowSignerId, documentId: String(documentId) })}?variant=${variant}`;
}

/**
 * A viewer source for a signer's document: the signer token of this tab when there
 * is one, else the sender's own session ("Just need my signature").
 */
export function signerPdfSource(flowSignerId: string, documentId: bigint | string): { url: string; httpHeaders: Record<string, string> } {
  const url = signerFileUrl(flowSignerId, documentId, 'pdf');
  const headers = fileRequestHeaders(url, 'sign');
  const session = signerSessions.get(flowSignerId);
  if (session && isApiUrl(url, 'sign')) headers[SIGNER_TOKEN_HEADER] = session.token;
  return { url, httpHeaders: headers };
}

/** The sealed final document for a signer or viewer, with the headers it needs (signer token, else the sender's session). */
export function signerFinalFileRequest(flowSignerId: string): { url: string; headers: Record<string, string> } {
  const base = serviceBaseUrl('sign').replace(/\/+$/, '');
  const url = `${base}${buildPath(SIGNER_FINAL_FILE_PATH, { flowSignerId })}`;
  const headers = fileRequestHeaders(url, 'sign');
  const session = signerSessions.get(flowSignerId);
  if (session && isApiUrl(url, 'sign')) headers[SIGNER_TOKEN_HEADER] = session.token;
  return { url, headers };
}
