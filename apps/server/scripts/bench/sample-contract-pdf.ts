import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import sharp from 'sharp';
import { FallbackFonts } from '../../src/pdf/fallback-fonts.js';

const A4 = { width: 595.28, height: 841.89 };
const LINE = 'The parties agree that the services described in this schedule are delivered as set out below, clause by clause.';
const CJK_LINES = ['双方同意按照本附件所列条款提供服务，并于签署之日起生效。', '甲方：上海示例科技有限公司    乙方：北京样本咨询有限公司', '本合同一式两份，双方各执一份，具有同等法律效力。'];

/** A photograph-like picture (smooth gradients and some noise), so its page costs what a scanned exhibit costs. */
async function photo(width: number, height: number): Promise<Uint8Array> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      const noise = (x * 7919 + y * 104_729) % 23;
      pixels[at] = (x * 255) / width;
      pixels[at + 1] = (y * 255) / height;
      pixels[at + 2] = 128 + noise;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
}

/**
 * A contract of `pages` A4 pages of body text (Helvetica, not embedded, as many
 * office PDFs are), whose page `richPage` also carries a photograph and Chinese
 * text in an embedded font: the page a renderer is most likely to get wrong.
 */
export async function makeSampleContract(pages: number, richPage: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const helvetica = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const cjk = await FallbackFonts.embed(doc, CJK_LINES.join(''));
  const picture = await doc.embedJpg(await photo(600, 400));
  for (let n = 1; n <= pages; n++) {
    const page = doc.addPage([A4.width, A4.height]);
    page.drawText(`Schedule ${n}`, { x: 56, y: 780, size: 18, font: bold });
    const rich = n === richPage;
    const lines = rich ? 12 : 42;
    for (let line = 0; line < lines; line++) {
      page.drawText(`${n}.${line + 1}  ${LINE}`.slice(0, 98), { x: 56, y: 750 - line * 16, size: 10, font: helvetica });
    }
    page.drawRectangle({ x: 56, y: 60, width: 200, height: 40, borderColor: rgb(0.2, 0.3, 0.7), borderWidth: 1 });
    page.drawText('Signature', { x: 62, y: 66, size: 9, font: helvetica, color: rgb(0.2, 0.3, 0.7) });
    if (!rich) continue;
    page.drawImage(picture, { x: 56, y: 300, width: 300, height: 200 });
    CJK_LINES.forEach((text, index) => cjk.draw(page, text, { x: 56, y: 260 - index * 22, size: 14 }));
  }
  return doc.save();
}
