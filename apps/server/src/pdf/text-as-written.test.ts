import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { onPdf, pdftotext } from '../../test/helpers/completion.js';
import { renderReceipt } from '../domain/billing/open-receipt.js';
import { READY_MADE } from '../domain/templates/ready-made/catalogue.js';
import { buildReadyMadePdf } from '../domain/templates/ready-made/ready-made-pdf.js';
import { drawCertificate } from './audit-certificate.js';
import { FallbackFonts } from './fallback-fonts.js';
import { stampPage } from './stamp-fields.js';
import { textToPdf } from './text-to-pdf.js';

/**
 * Ligatures (fi, ff, ffi, fl), digits, currency signs and CJK: what a font's glyph substitutions
 * would turn into glyphs with no text behind them, gone from copied and extracted text.
 */
const AS_WRITTEN = [
  'The office will offer a fine, efficient and affluent flow within 30 days for $120,000.',
  'Fees: €1,250.75, ¥8,800 and £99 (0123456789).',
  '合同金额为人民币120,000元，30日内付清。',
];

const linesOf = async (pdf: Uint8Array) => (await pdftotext(Buffer.from(pdf))).split(/\n|\f/).filter((line) => line.trim() !== '');
/** Text as words: line breaks and page breaks of wrapped paragraphs are spaces. */
const words = (text: string) => text.replace(/\s+/g, ' ').trim();
/** Chinese wraps between any two characters, with no space to stand for the break. */
const characters = (text: string) => text.replace(/\s+/g, '');

/** Page 1 as a PNG under screenshots/pdf-text/, to look at what a reader sees. */
async function renderForLooking(pdf: Uint8Array, name: string) {
  const folder = fileURLToPath(new URL('../../../../screenshots/pdf-text/', import.meta.url));
  await mkdir(folder, { recursive: true });
  const rendered = await onPdf(Buffer.from(pdf), 'pdftoppm', (file) => ['-png', '-r', '110', '-f', '1', '-l', '1', file, path.join(folder, name)]);
  expect(rendered.code, rendered.stderr).toBe(0);
}

describe('text Signet writes into a PDF reads back as it was written', () => {
  it('in a converted text file', async () => {
    const { pdf } = await textToPdf(AS_WRITTEN.join('\n'), { maxPages: 1 });
    expect(await linesOf(pdf)).toEqual(AS_WRITTEN);
    await renderForLooking(pdf, 'converted-text');
  });

  it('in stamped field values', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([595.28, 841.89]);
    const fonts = await FallbackFonts.embed(doc, AS_WRITTEN.join(''));
    const stamps = AS_WRITTEN.map((text, index) => ({ kind: 'text' as const, text, x: 0.05, y: 0.1 + index * 0.08, width: 0.9, height: 0.04 }));
    await stampPage(doc, page, stamps, fonts, new Map());
    const pdf = await doc.save();
    expect(await linesOf(pdf)).toEqual(AS_WRITTEN);
    await renderForLooking(pdf, 'stamped-values');
  });

  it('in the audit certificate', async () => {
    const doc = await PDFDocument.create();
    const blocks = AS_WRITTEN.map((text) => ({ kind: 'text' as const, text }));
    const footer = (page: number, pages: number) => `Office affidavit ${page}/${pages}`;
    const fonts = await FallbackFonts.embed(doc, AS_WRITTEN.join('') + footer(10, 10) + '0123456789');
    drawCertificate(doc, blocks, fonts, footer);
    const pdf = await doc.save();
    expect(await linesOf(pdf)).toEqual([...AS_WRITTEN, 'Office affidavit 1/1']);
    await renderForLooking(pdf, 'certificate');
  });

  it('on a receipt', async () => {
    const paidAt = new Date('2026-11-20T10:00:00Z');
    const pdf = await renderReceipt(
      {
        order: { id: 1_203_456_789n, planId: 'individual', period: 'year', currency: 'USD', amount: 120_000, paidAt, provider: 'stripe' },
        service: { planId: 'individual', startsAt: paidAt, endsAt: new Date('2027-11-20T10:00:00Z') },
        buyer: { name: 'Effie Flint-Offord', email: 'effie@office.example' },
        issuer: { name: 'Signet Office Affairs', email: 'billing@office.example', address: 'Suite 30, 120 Fifth Avenue' },
      },
      'en-US',
      { taxLabel: 'VAT', taxRate: 20, taxId: 'GB 120 000 300' },
    );
    const text = words(await pdftotext(pdf));
    for (const written of ['Effie Flint-Offord', 'effie@office.example', 'Signet Office Affairs', 'Suite 30, 120 Fifth Avenue', 'GB 120 000 300', 'R-1203456789']) {
      expect(text).toContain(written);
    }
    await renderForLooking(pdf, 'receipt');
  });

  it.each(READY_MADE.flatMap((made) => Object.entries(made.texts).map(([locale, text]) => [`${made.key} (${locale})`, text] as const)))(
    'in the ready-made template %s',
    async (name, text) => {
      const { bytes } = await buildReadyMadePdf(text);
      const normal = name.endsWith('(zh-CN)') ? characters : words;
      const extracted = normal(await pdftotext(Buffer.from(bytes)));
      for (const paragraph of text.body.filter((line) => line.trim() !== '')) expect(extracted).toContain(normal(paragraph));
      for (const detail of text.details) expect(extracted).toContain(normal(detail));
    },
  );
});
