import { fileRequestHeaders } from '../api/file-request-headers';

/** Why a download failed: the HTTP status, or 0 when the network failed. */
export class DownloadError extends Error {
  constructor(readonly status: number) {
    super(`download failed (${status})`);
    this.name = 'DownloadError';
  }
}

/**
 * Spec 7's helper: fetches a URL and saves it under `fileName`. Our own API gets the
 * session headers (a plain link could not send x-token), or the `headers` given;
 * other URLs are fetched bare.
 */
export async function downloadFile(
  url: string,
  fileName: string,
  options: { signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { headers: options.headers ?? fileRequestHeaders(url), signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new DownloadError(0);
  }
  if (!response.ok) throw new DownloadError(response.status);
  saveBlob(await response.blob(), fileName);
}

/** Saves bytes already in memory under a name, through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click returns; let them before it goes.
  setTimeout(() => URL.revokeObjectURL(href), 30_000);
}
