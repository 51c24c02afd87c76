import { parse } from 'content-disposition';

/**
 * The file name a Content-Disposition header gives (RFC 6266: `filename*` UTF-8 wins
 * over the ASCII `filename`; the `content-disposition` package parses both), or the
 * fallback when there is none or the header cannot be read.
 */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  try {
    return parse(header).parameters.filename || fallback;
  } catch {
    return fallback;
  }
}
