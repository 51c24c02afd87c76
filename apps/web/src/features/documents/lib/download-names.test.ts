import { describe, expect, it } from 'vitest';
import { pdfFileName } from './download-names';

describe('pdfFileName', () => {
  it('swaps a known extension for .pdf, in any case', () => {
    expect(pdfFileName('Lease.PDF')).toBe('Lease.pdf');
    expect(pdfFileName('photo.JPEG')).toBe('photo.pdf');
    expect(pdfFileName('合同.txt')).toBe('合同.pdf');
    expect(pdfFileName('Contract v2')).toBe('Contract v2.pdf');
    expect(pdfFileName('.pdf')).toBe('document.pdf');
  });
});
