import type { FileRequest } from '../../../lib/api/file-request';
import { DownloadError, saveBlob } from '../../../lib/download/download-file';
import { fileNameFromDisposition } from './download-name';

/**
 * Saves one of the sign service's files (a document of the agreement, the sealed
 * copy). A plain link cannot send x-token, so the bytes are fetched with the request's
 * session headers and saved as a blob under the server's file name.
 */
export async function downloadAgreementFile({ url, headers }: FileRequest, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { headers });
  } catch {
    throw new DownloadError(0);
  }
  if (!response.ok) throw new DownloadError(response.status);
  saveBlob(await response.blob(), fileNameFromDisposition(response.headers.get('content-disposition'), fallbackName));
}
