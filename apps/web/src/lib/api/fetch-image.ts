import { blobToDataUrl } from '../files/blob-to-data-url';
import type { FileRequest } from './file-request';

/**
 * An image behind our API (a seal's face) as a data URL: fetched with the request's session or
 * signer headers, which an <img> link could not send. Throws on a refused request.
 */
export async function fetchImage({ url, headers }: FileRequest): Promise<string> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`image ${response.status}`);
  return blobToDataUrl(await response.blob());
}
