import { tmpdir } from 'node:os';
import path from 'node:path';
import { POINTS_PER_MM } from '@signet/contracts';
import { concatTransformationMatrix, degrees, drawObject, PageSizes, PDFDict, PDFDocument, PDFName, popGraphicsState, pushGraphicsState, rgb, StandardFonts } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { qpdfCheck } from '../../test/helpers/completion.js';
import { rasterisePdf, redPixels, writePng, type Raster } from '../../test/helpers/rasterise-pdf.js';
import { cutOut, differingShare, reassembleStrips, sideBySide } from '../../test/helpers/reassemble-seal.js';
import { makeVectorSeal } from '../../test/helpers/vector-seal.js';
import { stampCrossPageSeal } from './cross-page-seal.js';

/** Page rasters and the reassembled seal land here, to be looked at. */
const SHOTS = path.join(tmpdir(), 'cross-page-shots');
const DPI = 100;
const SCALE = DPI / 72;
const SEAL = 42 * POINTS_PER_MM;
const CENTRE = 0.3;

interface PageSpec {
  label: string;
  size: [number, number];
  rotate?: number;
  cropBox?: [number, number, number, number];
  mediaOrigin?: [number, number];
  /** Content that changes the CTM and never restores it, as some producers write. */
  leavesCtm?: boolean;
}

const A4 = PageSizes.A4;
const PAGES: PageSpec[] = [
  { label: 'A4', size: A4 },
  { label: 'Letter', size: PageSizes.Letter },
  { label: 'A4 landscape', size: [A4[1], A4[0]] },
  { label: 'A4 /Rotate 90', size: A4, rotate: 90 },
  { label: 'A4 CropBox at 40,60', size: A4, cropBox: [40, 60, 480, 700] },
  { label: 'Letter /Rotate 180', size: PageSizes.Letter, rotate: 180 },
  { label: 'A4 /Rotate 270 CropBox at 30,50', size: A4, rotate: 270, cropBox: [30, 50, 500, 720] },
  { label: 'A5', size: PageSizes.A5 },
  { label: 'Legal', size: PageSizes.Legal },
  { label: 'A4 MediaBox at 100,200', size: A4, mediaOrigin: [100, 200] },
  { label: 'A4 content leaves CTM halved', size: A4, leavesCtm: true },
  { label: 'Letter', size: PageSizes.Letter },
];

/** The page's size as the reader sees it, worked out from the spec rather than by the code under test. */
function shownSize(spec: PageSpec): { width: number; height: number } {
  const [width, height] = spec.cropBox ? spec.cropBox.slice(2) : spec.size;
  return spec.rotate === 90 || spec.rotate === 270 ? { width: height as number, height: width as number } : { width: width as number, height: height as number };
}

/** An upload-like PDF: saved and loaded again, as the server gets it. */
async function buildDocument(specs: readonly PageSpec[]): Promise<PDFDocument> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const [index, spec] of specs.entries()) {
    const page = doc.addPage(spec.size);
    const [mx, my] = spec.mediaOrigin ?? [0, 0];
    if (spec.mediaOrigin) page.setMediaBox(mx, my, ...spec.size);
    const [x, y, width, height] = spec.cropBox ?? [mx, my, ...spec.size];
    if (spec.cropBox) page.setCropBox(x, y, width, height);
    page.drawRectangle({ x: x + 4, y: y + 4, width: width - 8, height: height - 8, borderColor: rgb(0.6, 0.6, 0.6), borderWidth: 1 });
    page.drawText(`Page ${index + 1}: ${spec.label}`, { x: x + 30, y: y + height - 50, size: 14, font });
    if (spec.rotate) page.setRotation(degrees(spec.rotate));
    if (spec.leavesCtm) page.pushOperators(concatTransformationMatrix(0.5, 0, 0, 0.5, 0, 0));
  }
  return PDFDocument.load(await doc.save());
}

describe('stampCrossPageSeal on 12 pages of mixed sizes, turns and boxes', () => {
  let stamped: Uint8Array;
  let rasters: Raster[];

  beforeAll(async () => {
    const doc = await buildDocument(PAGES);
    const seal = await makeVectorSeal(doc, SEAL);
    stampCrossPageSeal(doc, doc.getPages(), seal, { centreFromTop: CENTRE });
    stamped = await doc.save();
    rasters = await rasterisePdf(stamped, DPI, { folder: SHOTS, name: 'page' });
  });

  it('writes a PDF that qpdf finds sound, the seal stored once and named on every page', async () => {
    const check = await qpdfCheck(Buffer.from(stamped));
    expect(check.code, check.stdout + check.stderr).toBe(0);
    const reloaded = await PDFDocument.load(stamped);
    const refs = reloaded.getPages().map((page) => {
      const entries = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict)?.entries() ?? [];
      return entries.filter(([name]) => name.decodeText().startsWith('CrossPageSeal')).map(([, ref]) => String(ref));
    });
    expect(refs.every((found) => found.length === 1 && found[0] === refs[0]?.[0])).toBe(true);
  });

  it("draws red only in each page's rightmost 3.5 mm, the seal's centre 0.3 of the way down", () => {
    expect(rasters).toHaveLength(12);
    const strip = SEAL / 12;
    for (const [index, raster] of rasters.entries()) {
      const shown = shownSize(PAGES[index] as PageSpec);
      expect(raster.width, `page ${index + 1}`).toBeCloseTo(shown.width * SCALE, -0.5);
      const red = redPixels(raster, 20);
      expect(red.length, `page ${index + 1}`).toBeGreaterThan(100);
      const xs = red.map((pixel) => pixel.x);
      const ys = red.map((pixel) => pixel.y);
      const left = (shown.width - strip) * SCALE;
      expect(Math.min(...xs), `page ${index + 1}`).toBeCloseTo(left, -0.5);
      expect(Math.max(...xs), `page ${index + 1}`).toBeGreaterThanOrEqual(raster.width - 2);
      // The ring makes every strip's red run symmetric about the seal's centre line.
      const centre = CENTRE * shown.height * SCALE;
      expect((Math.min(...ys) + Math.max(...ys)) / 2, `page ${index + 1}`).toBeCloseTo(centre, -0.5);
      expect(Math.min(...ys), `page ${index + 1}`).toBeGreaterThanOrEqual(centre - (SEAL / 2) * SCALE - 1);
      expect(Math.max(...ys), `page ${index + 1}`).toBeLessThanOrEqual(centre + (SEAL / 2) * SCALE + 1);
    }
  });

  it('reassembles: the 12 strips side by side are the seal drawn whole', async () => {
    const strip = SEAL / 12;
    const strips = rasters.map((raster, index) => {
      const shown = shownSize(PAGES[index] as PageSpec);
      return { raster, leftPt: shown.width - strip, topPt: CENTRE * shown.height - SEAL / 2, offsetPt: index * strip, widthPt: strip };
    });
    const reassembled = reassembleStrips(strips, SEAL, SEAL, SCALE);
    const whole = await wholeSealRaster(150.3, 200.6);
    const { share, strictShare, diff } = differingShare(reassembled, whole);
    await writePng(sideBySide([reassembled, whole, diff]), path.join(SHOTS, 'reassembled-whole-diff.png'));
    console.info(`reassembled seal: ${(share * 100).toFixed(2)}% differ beyond a pixel's shift, ${(strictShare * 100).toFixed(2)}% strictly`);
    expect(share).toBeLessThan(0.02);

    // The comparison can fail: strips cut 1 mm too high do not make the seal.
    const misplaced = reassembleStrips(
      strips.map((one) => ({ ...one, topPt: one.topPt - POINTS_PER_MM })),
      SEAL,
      SEAL,
      SCALE,
    );
    expect(differingShare(misplaced, whole).share).toBeGreaterThan(0.02);
  });
});

/** The seal drawn once, upright and unclipped, with its top-left corner at (left, top) of an A4 page. */
async function wholeSealRaster(left: number, top: number): Promise<Raster> {
  const doc = await PDFDocument.create();
  const page = doc.addPage(A4);
  const seal = await makeVectorSeal(doc, SEAL);
  const name = page.node.newXObject('Seal', seal.ref);
  page.pushOperators(pushGraphicsState(), concatTransformationMatrix(1, 0, 0, 1, left, A4[1] - top - SEAL), drawObject(name), popGraphicsState());
  const [raster] = await rasterisePdf(await doc.save(), DPI, { folder: SHOTS, name: 'whole-seal' });
  if (!raster) throw new Error('pdftoppm drew no page');
  return cutOut(raster, left, top, SEAL, SEAL, SCALE);
}
