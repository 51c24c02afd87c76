/** Why a page list was refused: the API names the part and the reason in the caller's language. */
export type PageRangeProblem =
  /** Not `all`, nor page numbers and ranges (`1-3,5`) separated by commas; or a range running backwards. */
  | 'malformed'
  /** A page number below 1 or beyond the document's last page. */
  | 'out_of_range'
  /** A page named twice (`1-3,3`): each page carries one strip of a seal, so a repeat is a mistake. */
  | 'repeated';

/** A page list that cannot be read; `part` is the comma-separated piece at fault. */
export class PageRangeError extends Error {
  constructor(
    readonly problem: PageRangeProblem,
    readonly part: string,
  ) {
    super(`Page list refused (${problem}): "${part}"`);
    this.name = 'PageRangeError';
  }
}

const PART = /^(\d+)(?:\s*-\s*(\d+))?$/;

/**
 * Reads a page list as people write it, page numbers from 1: `all`, or `1-3,5,8-12`
 * (spaces forgiven). Returns page indices from 0, ascending whatever order they were
 * written in, because a cross-page seal follows the pages as they are bound.
 */
export function parsePageRanges(text: string, pageCount: number): number[] {
  const trimmed = text.trim();
  if (trimmed.toLowerCase() === 'all') return Array.from({ length: pageCount }, (_, index) => index);

  const chosen = new Set<number>();
  for (const raw of trimmed.split(',')) {
    const part = raw.trim();
    const match = PART.exec(part);
    if (!match) throw new PageRangeError('malformed', part);
    const first = Number(match[1]);
    const last = match[2] === undefined ? first : Number(match[2]);
    if (last < first) throw new PageRangeError('malformed', part);
    if (first < 1 || last > pageCount) throw new PageRangeError('out_of_range', part);
    for (let page = first; page <= last; page += 1) {
      if (chosen.has(page - 1)) throw new PageRangeError('repeated', part);
      chosen.add(page - 1);
    }
  }
  return [...chosen].sort((a, b) => a - b);
}
