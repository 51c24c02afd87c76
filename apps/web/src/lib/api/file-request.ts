import { SIGNER_TOKEN_HEADER, buildPath } from '@signet/contracts';
import type { FileOperation, OperationInput } from '@signet/contracts';
import { signerSessions } from '../state/signer-sessions';
import { fileRequestHeaders, isApiUrl } from './file-request-headers';
import { toQueryString } from './query-string';
import { serviceBaseUrl } from './service-hosts';

/** Where a download's bytes are and the headers that may fetch them. */
export interface FileRequest {
  url: string;
  headers: Record<string, string>;
}

/**
 * The request for a download operation: its path and query from the contract, the
 * session headers of its service family, and for a recipient's download this tab's
 * signer token when there is one (else the sender's own session stands in, for a
 * "Just need my signature" agreement). A plain link could not send these headers.
 */
export function fileRequest<T extends FileOperation>(operation: T, input: Pick<OperationInput<T>, 'params' | 'query'>): FileRequest {
  const params = input.params;
  const base = serviceBaseUrl(operation.service).replace(/\/+$/, '');
  const url = `${base}${buildPath(operation.path, params)}${toQueryString(input.query)}`;
  const headers = fileRequestHeaders(url, operation.service);
  if (operation.auth === 'signer' && isApiUrl(url, operation.service)) {
    const session = signerSessions.get(String(params?.flowSignerId));
    if (session) headers[SIGNER_TOKEN_HEADER] = session.token;
  }
  return { url, headers };
}

/** The same request in the shape the PDF viewer takes. */
export function pdfSource<T extends FileOperation>(operation: T, input: Pick<OperationInput<T>, 'params' | 'query'>): { url: string; httpHeaders: Record<string, string> } {
  const { url, headers } = fileRequest(operation, input);
  return { url, httpHeaders: headers };
}
