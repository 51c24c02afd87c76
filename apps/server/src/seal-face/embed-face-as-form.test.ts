import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { ZSealFaceSpec } from '@signet/contracts';
import { concatTransformationMatrix, drawObject, PDFDict, PDFDocument, PDFName, type PDFPage, type PDFRef, PDFStream, popGraphicsState, pushGraphicsState } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { isRed, isWhite, rasterisePdf } from '../../test/helpers/rasterise-pdf-page.js';
import { embedFaceAsForm, embedPngAsForm } from './embed-face-as-form.js';
import { PT_PER_MM } from './face-content.js';
import { faceToPng } from './face-to-png.js';
import { generateSealFace } from './generate-seal-face.js';

const DPI = 150;
const PAGE = { width: 500, height: 300 };
const contractSeal = () => generateSealFace(ZSealFaceSpec.parse({ kind: 'contract', companyName: '上海示例科技有限公司', serial: '3101150012345' }));

/** Draws the form with its lower-left corner at (x, y) pt, `scale` times its size, as a page would. */
function drawForm(page: PDFPage, form: PDFRef, x: number, y: number, scale: number): void {
  const name = page.node.newXObject('Seal', form);
  page.pushOperators(pushGraphicsState(), concatTransformationMatrix(scale, 0, 0, scale, x, y), drawObject(name), popGraphicsState());
}

/** A point of the page, in pt from its lower-left corner, as a pixel of the raster. */
const pixel = (x: number, y: number): [number, number] => [(x * DPI) / 72, ((PAGE.height - y) * DPI) / 72];

/** The page as pixels, and as a PNG under screenshots/seal-face/ to look at. */
async function render(doc: PDFDocument, name: string) {
  const raster = await rasterisePdf(await doc.save(), DPI);
  const folder = fileURLToPath(new URL('../../../../screenshots/seal-face/', import.meta.url));
  await mkdir(folder, { recursive: true });
  await writeFile(`${folder}${name}.png`, raster.png);
  return raster;
}

describe('a seal face as a PDF Form XObject', () => {
  it('is one vector form, BBox in points, that a page draws at any place and scale: the star red, the corners white', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([PAGE.width, PAGE.height]);
    const form = embedFaceAsForm(doc, await contractSeal());
    const side = 42 * PT_PER_MM;
    drawForm(page, form, 20, 20, 1);
    drawForm(page, form, 200, 20, 2);
    const raster = await render(doc, 'form-twice');

    for (const [x, y, scale] of [[20, 20, 1], [200, 20, 2]] as const) {
      const at = (u: number, v: number) => raster.rgb(...pixel(x + u * side * scale, y + v * side * scale));
      expect(isRed(at(0.5, 0.5)), 'the star centre').toBe(true);
      expect(isRed(at(0.5, 1 - 0.6 / 42)), 'the ring at the top').toBe(true);
      expect(isWhite(at(0.5, 0.5 - 6.5 / 42)), 'between the star and the centre line').toBe(true);
      for (const [u, v] of [[0.03, 0.03], [0.97, 0.03], [0.03, 0.97], [0.97, 0.97]] as const) expect(isWhite(at(u, v)), `corner ${u},${v}`).toBe(true);
    }

    const saved = await PDFDocument.load(await doc.save());
    const forms = saved.context.enumerateIndirectObjects().filter(([, object]) => object instanceof PDFStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Form'));
    expect(forms).toHaveLength(1);
    const bbox = forms[0]?.[1] instanceof PDFStream ? forms[0][1].dict.lookup(PDFName.of('BBox'))?.toString() : '';
    expect(bbox).toBe(`[ 0 0 ${side} ${side} ]`);
  });

  it('wraps an uploaded seal (a PNG) in a form of the same shape, drawn the same way', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([PAGE.width, PAGE.height]);
    const png = await faceToPng(await contractSeal(), 300);
    const form = await embedPngAsForm(doc, png, 42, 42);
    drawForm(page, form, 20, 20, 1);
    const raster = await render(doc, 'png-form');
    const side = 42 * PT_PER_MM;
    expect(isRed(raster.rgb(...pixel(20 + side / 2, 20 + side / 2)))).toBe(true);
    expect(isWhite(raster.rgb(...pixel(20 + side * 0.03, 20 + side * 0.03)))).toBe(true);
    const saved = await PDFDocument.load(await doc.save());
    const formDict = saved.context.lookup(form);
    expect(formDict instanceof PDFStream && formDict.dict.lookup(PDFName.of('Resources')) instanceof PDFDict).toBe(true);
  });
});
