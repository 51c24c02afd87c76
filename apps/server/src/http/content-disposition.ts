import { create } from 'content-disposition';

/**
 * A Content-Disposition header carrying any file name (the `content-disposition`
 * package, RFC 6266 / 8187): the exact UTF-8 name as `filename*`, and for old clients a
 * plain `filename` with every character outside printable ASCII (and `"`, `\`, `%`) as `_`.
 */
export function contentDisposition(fileName: string, type: 'inline' | 'attachment' = 'inline'): string {
  return create(fileName, { type, fallback: fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_') });
}
