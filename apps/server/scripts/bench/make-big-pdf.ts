import { randomBytes } from 'node:crypto';
import { PDFDocument, StandardFonts, drawObject, popGraphicsState, pushGraphicsState, concatTransformationMatrix } from 'pdf-lib';

/**
 * A PDF of `pages` pages close to `targetBytes`, like a scanned contract: each
 * page carries its own uncompressed RGB image of random pixels (incompressible,
 * so the size is real) and a line of text.
 */
export async function makeBigPdf(pages: number, targetBytes: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  // Leave about 1.5 % for the page objects, text and cross-reference table.
  const perPage = Math.floor((targetBytes * 0.985) / pages);
  const width = 200;
  const height = Math.floor(perPage / (width * 3));
  for (let n = 1; n <= pages; n++) {
    const page = doc.addPage([595.28, 841.89]);
    const image = doc.context.register(
      doc.context.stream(randomBytes(width * height * 3), {
        Type: 'XObject',
        Subtype: 'Image',
        Width: width,
        Height: height,
        ColorSpace: 'DeviceRGB',
        BitsPerComponent: 8,
      }),
    );
    const name = page.node.newXObject('Scan', image);
    page.pushOperators(pushGraphicsState(), concatTransformationMatrix(400, 0, 0, 500, 97, 200), drawObject(name), popGraphicsState());
    page.drawText(`Page ${n} of ${pages}`, { x: 72, y: 760, size: 14, font });
  }
  return Buffer.from(await doc.save());
}
