import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { decodePDFRawStream, degrees, PDFDocument, PDFName, PDFRawStream, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { qpdfCheck } from '../../test/helpers/completion.js';
import { FallbackFonts } from './fallback-fonts.js';
import { savePdf } from './save-pdf.js';

// A 1×1 transparent PNG.
const DOT_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function original(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= 3; n++) doc.addPage([595.28, 841.89]).drawText(`Page ${n}`, { x: 72, y: 760, size: 14, font });
  doc.getPage(1).setRotation(degrees(90));
  return doc.save();
}

/** What sealing does to a document before saving it: CJK text, an image, a tick, a new page and the signature placeholder. */
async function sealedBeforeSave(bytes: Uint8Array): Promise<PDFDocument> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const fonts = await FallbackFonts.embed(doc, 'Ann Lee 张伟 김민준 0123456789');
  fonts.draw(doc.getPage(0), 'Ann Lee 张伟 김민준', { x: 72, y: 600, size: 12 });
  const image = await doc.embedPng(DOT_PNG);
  doc.getPage(2).drawImage(image, { x: 100, y: 100, width: 50, height: 20 });
  doc.getPage(2).drawLine({ start: { x: 10, y: 10 }, end: { x: 40, y: 40 }, thickness: 2 });
  fonts.draw(doc.addPage(), '0123456789', { x: 50, y: 50, size: 8 });
  doc.setTitle('合同');
  doc.setModificationDate(new Date('2026-01-02T03:04:05Z'));
  pdflibAddPlaceholder({ pdfDoc: doc, reason: 'r', contactInfo: '', name: 'n', location: 'l', signingTime: new Date('2026-01-02T03:04:05Z'), signatureLength: 2048 });
  return doc;
}

/** Each object as a reader sees it: a stream as its dictionary (but /Length) and its decoded bytes. */
async function readerView(bytes: Uint8Array): Promise<Map<string, string>> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  return new Map(
    doc.context.enumerateIndirectObjects().map(([ref, object]) => {
      if (!(object instanceof PDFRawStream)) return [ref.toString(), object.toString()];
      const dict = object.dict.clone(doc.context);
      dict.delete(PDFName.of('Length'));
      return [ref.toString(), `${dict.toString()}\n${Buffer.from(decodePDFRawStream(object).decode()).toString('hex')}`];
    }),
  );
}

describe('savePdf', () => {
  it('writes the objects pdf-lib writes saving without object streams, new streams deflated by zlib to the same bytes', async () => {
    const bytes = await original();
    const expected = await (await sealedBeforeSave(bytes)).save({ useObjectStreams: false });
    const written = await savePdf(await sealedBeforeSave(bytes));
    expect(Buffer.isBuffer(written)).toBe(true);
    const view = await readerView(written);
    expect(view).toEqual(await readerView(expected));
    // The font, its ToUnicode map, the image's colour and alpha, and the drawn pages' content: all deflated.
    expect([...view.values()].filter((object) => object.includes('/Filter /FlateDecode')).length).toBeGreaterThanOrEqual(8);
    expect(written.equals(Buffer.from(expected))).toBe(false);
    const qpdf = await qpdfCheck(written);
    expect(qpdf.stdout).toContain('No syntax or stream encoding errors found');
    expect(qpdf.code).toBe(0);
  });

  it('leaves the room asked for after the file, zeroed, in memory of its own', async () => {
    const written = await savePdf(await PDFDocument.create({ updateMetadata: false }), { room: 5000 });
    expect(written.buffer.byteLength).toBe(written.byteOffset + written.length + 5000);
    expect(Buffer.from(written.buffer, written.byteOffset + written.length, 5000).every((byte) => byte === 0)).toBe(true);
  });

  it('adds a page to an empty document, as save() does', async () => {
    const expected = await (await PDFDocument.create({ updateMetadata: false })).save({ useObjectStreams: false });
    const written = await savePdf(await PDFDocument.create({ updateMetadata: false }));
    expect(written.equals(expected)).toBe(true);
  });
});
