import { createHash } from 'node:crypto';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { Signer } from '@signpdf/utils';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { findSignature } from './find-signatures.js';
import { fillSignature } from './fill-signature.js';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest();

/** A "signature" anyone can check: the digest of what was signed, so both signers write the same bytes. */
class DigestSigner extends Signer {
  override async sign(content: Buffer): Promise<Buffer> {
    return sha256(content);
  }
}

async function withPlaceholder(): Promise<Buffer> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.addPage().drawText('hello', { x: 50, y: 50 });
  pdflibAddPlaceholder({ pdfDoc: doc, reason: 'r', contactInfo: '', name: 'n', location: 'l', signingTime: new Date('2026-01-02T03:04:05Z'), signatureLength: 512 });
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

describe('fillSignature', () => {
  it('writes the bytes @signpdf/signpdf would, in place', async () => {
    const saved = await withPlaceholder();
    const expected = await new SignPdf().sign(Buffer.from(saved), new DigestSigner());
    const { pdf: filled } = await fillSignature(saved, async (digest) => digest);
    expect(filled).toBe(saved);
    expect(filled.equals(expected)).toBe(true);
  });

  it("gives the signed file's own SHA-256, as a hash of the finished bytes would", async () => {
    const { pdf, sha256: digest } = await fillSignature(await withPlaceholder(), async (content) => sha256(content));
    expect(digest).toBe(sha256(pdf).toString('hex'));
  });

  it('signs the whole file except the /Contents hole', async () => {
    const { pdf } = await fillSignature(await withPlaceholder(), async (digest) => digest);
    const found = findSignature(pdf);
    const [a, b, c, d] = found!.ranges;
    expect(a).toBe(0);
    expect(c + d).toBe(pdf.length);
    expect(pdf.subarray(b, c).toString('latin1')).toMatch(/^<[0-9a-f]+>$/);
    expect(found!.contents.subarray(0, 32)).toEqual(sha256(Buffer.concat([pdf.subarray(0, b), pdf.subarray(c)])));
  });

  it('refuses a signature bigger than the room for it', async () => {
    await expect(fillSignature(await withPlaceholder(), async () => Buffer.alloc(300))).rejects.toThrow(/exceeds placeholder length/);
  });
});
