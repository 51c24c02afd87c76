import { tmpdir } from 'node:os';
import path from 'node:path';
import { POINTS_PER_MM } from '@signet/contracts';
import { PageSizes, PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { rasterisePdf, redPixels, type Raster } from '../../test/helpers/rasterise-pdf.js';
import { makeVectorSeal } from '../../test/helpers/vector-seal.js';
import { stampCrossPageSeal } from './cross-page-seal.js';

const SHOTS = path.join(tmpdir(), 'cross-page-shots');
const DPI = 100;
const SCALE = DPI / 72;
const SEAL = 42 * POINTS_PER_MM;
const [A4_WIDTH] = PageSizes.A4;

/** `count` blank A4 pages stamped with the 42 mm seal, each page drawn at 100 dpi. */
async function stampBlank(count: number, name: string) {
  const doc = await PDFDocument.create();
  for (let index = 0; index < count; index += 1) doc.addPage(PageSizes.A4);
  const boxes = stampCrossPageSeal(doc, doc.getPages(), await makeVectorSeal(doc, SEAL), { centreFromTop: 0.5 });
  return { boxes, rasters: await rasterisePdf(await doc.save(), DPI, { folder: SHOTS, name }) };
}

/** The red pixels' bounding box. */
function redExtent(raster: Raster) {
  const red = redPixels(raster, 20);
  const xs = red.map((pixel) => pixel.x);
  const ys = red.map((pixel) => pixel.y);
  return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys), pixels: red.length };
}

describe('stampCrossPageSeal in groups', () => {
  it('splits 30 pages into 3 groups of 10, each starting the seal again, strips 4.2 mm wide', async () => {
    const { boxes, rasters } = await stampBlank(30, 'group');
    expect(boxes.map((box) => box.group)).toEqual([...Array<number>(10).fill(0), ...Array<number>(10).fill(1), ...Array<number>(10).fill(2)]);
    for (const box of boxes) expect(box.widthPt).toBeCloseTo(4.2 * POINTS_PER_MM, 9);
    const extents = rasters.map(redExtent);
    for (const extent of extents) expect(extent.left).toBeCloseTo((A4_WIDTH - 4.2 * POINTS_PER_MM) * SCALE, -0.5);
    // Same page size, same slice: the first pages of the three groups look alike, as do the last.
    for (const group of [1, 2]) {
      expect(rasters[group * 10]?.data.equals(rasters[0]?.data ?? Buffer.alloc(0))).toBe(true);
      expect(rasters[group * 10 + 9]?.data.equals(rasters[9]?.data ?? Buffer.alloc(0))).toBe(true);
    }
    expect(rasters[1]?.data.equals(rasters[0]?.data ?? Buffer.alloc(0))).toBe(false);
  });

  it("shows a one-page document the seal's left half, its centre on the edge", async () => {
    const { boxes, rasters } = await stampBlank(1, 'single');
    expect(boxes[0]).toMatchObject({ group: 0, groupSize: 1, offsetPt: 0, widthPt: SEAL / 2 });
    const [raster] = rasters as [Raster];
    const extent = redExtent(raster);
    expect(extent.left).toBeCloseTo((A4_WIDTH - SEAL / 2) * SCALE, -0.5);
    expect(extent.right).toBeGreaterThanOrEqual(raster.width - 2);
    // The ring is cut through its middle, so the red runs the seal's full height.
    expect(extent.bottom - extent.top).toBeCloseTo(SEAL * SCALE, -0.5);
  });
});
