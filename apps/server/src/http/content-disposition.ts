/**
 * A Content-Disposition header carrying any file name: a plain ASCII `filename`
 * for old clients and the exact UTF-8 name as `filename*` (RFC 6266 / RFC 5987).
 */
export function contentDisposition(fileName: string, type: 'inline' | 'attachment' = 'inline'): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  // encodeURIComponent leaves ' ( ) * ! unencoded; RFC 5987's attr-char allows only '!' of them.
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
