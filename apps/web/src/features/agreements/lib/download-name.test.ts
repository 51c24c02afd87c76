import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './download-name';

describe('fileNameFromDisposition', () => {
  it('prefers the UTF-8 name', () => {
    expect(fileNameFromDisposition(`attachment; filename="Offer.pdf"; filename*=UTF-8''%E5%90%88%E5%90%8C.pdf`, 'x.pdf')).toBe('合同.pdf');
  });
  it('reads a quoted or bare ASCII name', () => {
    expect(fileNameFromDisposition('attachment; filename="Offer \\"final\\".pdf"', 'x.pdf')).toBe('Offer "final".pdf');
    expect(fileNameFromDisposition('attachment; filename=Offer.pdf', 'x.pdf')).toBe('Offer.pdf');
  });
  it('falls back', () => {
    expect(fileNameFromDisposition(null, 'x.pdf')).toBe('x.pdf');
    expect(fileNameFromDisposition('inline', 'x.pdf')).toBe('x.pdf');
  });
});
