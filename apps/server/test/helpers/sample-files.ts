import { randomBytes } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { runQpdf } from '../../src/pdf/qpdf.js';

/** A valid PDF with `pages` A4 pages, each saying its number. */
export async function makePdf(pages = 1, title?: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  // Two PDFs made in the same second are the same bytes unless told apart: a title does that.
  if (title) doc.setTitle(title);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n++) doc.addPage([595.28, 841.89]).drawText(`Page ${n}`, { x: 72, y: 760, size: 14, font });
  return Buffer.from(await doc.save());
}

/** A PDF whose page tree is empty (pdf-lib would add a blank page unless told not to). */
export async function makeZeroPagePdf(): Promise<Buffer> {
  return Buffer.from(await (await PDFDocument.create()).save({ addDefaultPage: false }));
}

/** A PDF encrypted with AES-256 and a user password, made by qpdf like a real "protect with password" tool. */
export async function makeEncryptedPdf(password: string, pages = 2): Promise<Buffer> {
  const run = await runQpdf(['--encrypt', password, `${password}-owner`, '256', '--', '/in.pdf', '/out.pdf'], { '/in.pdf': await makePdf(pages) });
  const out = run.read('/out.pdf');
  if (run.exitCode !== 0 || !out) throw new Error(`qpdf --encrypt failed: ${run.errors.join(' ')}`);
  return Buffer.from(out);
}

/** A PDF that opens without a password but is encrypted with an owner password (copy and edit restricted). */
export async function makeOwnerPasswordPdf(pages = 2): Promise<Buffer> {
  const run = await runQpdf(['--encrypt', '', 'owner-secret', '256', '--modify=none', '--', '/in.pdf', '/out.pdf'], { '/in.pdf': await makePdf(pages) });
  const out = run.read('/out.pdf');
  if (run.exitCode !== 0 || !out) throw new Error(`qpdf --encrypt failed: ${run.errors.join(' ')}`);
  return Buffer.from(out);
}

/** The first half of a valid PDF, as an interrupted download leaves it. */
export async function makeTruncatedPdf(): Promise<Buffer> {
  const whole = await makePdf(3);
  return whole.subarray(0, Math.floor(whole.length / 2));
}

/** A Windows program's first bytes: 'MZ' and junk. */
export function makeExe(): Buffer {
  return Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), randomBytes(2048)]);
}

export function makeImage(format: 'png' | 'jpeg' | 'webp', width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .toFormat(format)
    .toBuffer();
}

/** A 4000×3000 phone photo taken with the phone turned (EXIF orientation 6: shown rotated 90°, i.e. portrait). */
export function makePhonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 20 } } })
    .jpeg({ quality: 70 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export const CJK_SAMPLE = {
  chinese: '电子签名合同已经签署完成',
  japanese: 'こんにちは、電子署名です',
  korean: '전자 서명 계약서입니다',
  english: 'Electronic signature agreement',
};

/** A UTF-8 text with Chinese, Japanese, Korean and English lines, long enough to wrap. */
export function makeCjkText(): Buffer {
  const { chinese, japanese, korean, english } = CJK_SAMPLE;
  return Buffer.from([chinese.repeat(6), japanese, korean, `${english} `.repeat(8)].join('\n'), 'utf8');
}
