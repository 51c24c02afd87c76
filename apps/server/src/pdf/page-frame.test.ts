import { degrees, PDFDocument, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { frameOf } from './page-frame.js';

async function page() {
  const doc = await PDFDocument.create();
  return { doc, page: doc.addPage([600, 800]) };
}

describe('frameOf', () => {
  it('reads the CropBox with its origin and the /Rotate', async () => {
    const { page: p } = await page();
    p.setCropBox(20, 30, 500, 700);
    p.setRotation(degrees(-90));
    expect(frameOf(p)).toEqual({ x0: 20, y0: 30, x1: 520, y1: 730, rotate: 270 });
  });

  it('reads a box whose corners are listed top right first', async () => {
    const { doc, page: p } = await page();
    p.node.set(PDFName.of('CropBox'), doc.context.obj([520, 730, 20, 30]));
    expect(frameOf(p)).toMatchObject({ x0: 20, y0: 30, x1: 520, y1: 730 });
  });

  it('clips a CropBox to the MediaBox, and ignores one that misses it', async () => {
    const { page: p } = await page();
    p.setCropBox(-50, 100, 1000, 1000);
    expect(frameOf(p)).toMatchObject({ x0: 0, y0: 100, x1: 600, y1: 800 });
    p.setCropBox(700, 0, 100, 100);
    expect(frameOf(p)).toMatchObject({ x0: 0, y0: 0, x1: 600, y1: 800 });
  });
});
