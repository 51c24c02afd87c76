import { parse } from 'content-disposition';
import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition.js';

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('合同 (final).pdf')).toBe(`inline; filename="__ (final).pdf"; filename*=UTF-8''%E5%90%88%E5%90%8C%20%28final%29.pdf`);
    // A fallback that is an RFC 7230 token goes unquoted (the package's choice; RFC 6266 allows both).
    expect(contentDisposition('a"b.pdf', 'attachment')).toBe(`attachment; filename=a_b.pdf; filename*=UTF-8''a%22b.pdf`);
    expect(parse(contentDisposition('a"b.pdf', 'attachment')).parameters.filename).toBe('a"b.pdf');
  });
});
