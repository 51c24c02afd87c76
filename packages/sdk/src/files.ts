/** A downloaded file: its bytes and what the server said about them. */
export interface SignetFile {
  bytes: Uint8Array;
  /** The answer's media type, e.g. `application/pdf`. */
  contentType: string;
  /** The file name from `Content-Disposition`, when the server gave one. */
  fileName: string | undefined;
}

/** What an upload takes: bytes in any usual form, and the name the file gets. */
export type UploadBody = Blob | Uint8Array | ArrayBuffer;

export function toBlob(body: UploadBody, contentType: string | undefined): Blob {
  if (body instanceof Blob) return contentType && !body.type ? new Blob([body], { type: contentType }) : body;
  const bytes = body instanceof Uint8Array ? body : new Uint8Array(body);
  // A copy into a plain ArrayBuffer: a Uint8Array over a SharedArrayBuffer is no BlobPart.
  return new Blob([new Uint8Array(bytes)], contentType ? { type: contentType } : {});
}

/** The file name of a `Content-Disposition` header: the UTF-8 `filename*` when present, else `filename`. */
export function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/.exec(disposition);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return name || undefined;
}
