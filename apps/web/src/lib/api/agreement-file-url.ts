import { AGREEMENT_DOCUMENT_FILE_PATH, buildPath } from '@signet/contracts';
import type { DocumentFileVariant } from './document-file-url';
import { fileRequestHeaders } from './file-request-headers';
import { serviceBaseUrl } from './service-hosts';

/** The bytes of one document of an agreement (its own copy, not the drive's). Needs x-token. */
export function agreementFileUrl(flowId: bigint | string, documentId: bigint | string, variant: DocumentFileVariant = 'pdf'): string {
  const base = serviceBaseUrl('sign').replace(/\/+$/, '');
  return `${base}${buildPath(AGREEMENT_DOCUMENT_FILE_PATH, { flowId: String(flowId), documentId: String(documentId) })}?variant=${variant}`;
}

/** A viewer source for an agreement document's PDF, with the session headers it needs. */
export function agreementPdfSource(flowId: bigint | string, documentId: bigint | string): { url: string; httpHeaders: Record<string, string> } {
  const url = agreementFileUrl(flowId, documentId, 'pdf');
  return { url, httpHeaders: fileRequestHeaders(url, 'sign') };
}
