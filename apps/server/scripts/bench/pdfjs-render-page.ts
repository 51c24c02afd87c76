import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument, VerbosityLevel } from '../../src/pdf/pdfjs.js';

const require = createRequire(import.meta.url);
const PDFJS_DIR = path.dirname(require.resolve('pdfjs-dist/package.json'));
/** pdf.js reads these by file path in Node; each must end with a slash. */
const RESOURCES = {
  // The 14 standard fonts (Helvetica, Times...) that office PDFs name without embedding them.
  standardFontDataUrl: `${path.join(PDFJS_DIR, 'standard_fonts')}/`,
  // Character maps of CJK fonts that are not embedded, and the JPEG 2000 and JBIG2 decoders of scans.
  cMapUrl: `${path.join(PDFJS_DIR, 'cmaps')}/`,
  cMapPacked: true,
  wasmUrl: `${path.join(PDFJS_DIR, 'wasm')}/`,
  iccUrl: `${path.join(PDFJS_DIR, 'iccs')}/`,
};

export type PdfjsDocument = Awaited<ReturnType<typeof getDocument>['promise']>;

/** Opens a PDF for drawing; pdf.js takes over (detaches) `bytes`. Call `destroy()` when done. */
export async function openPdfjsDocument(bytes: Uint8Array): Promise<PdfjsDocument> {
  return getDocument({
    data: bytes,
    ...RESOURCES,
    useSystemFonts: false,
    verbosity: VerbosityLevel.ERRORS,
  }).promise;
}

/** pdf.js's Node canvas factory, drawing on @napi-rs/canvas. */
interface CanvasFactory {
  create(width: number, height: number): { canvas: object; context: Context2d };
  destroy(pair: { canvas: object; context: Context2d }): void;
}
interface Context2d {
  fillStyle: string;
  fillRect(x: number, y: number, w: number, h: number): void;
  getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray };
}

export interface RenderedPage {
  width: number;
  height: number;
  /** Raw pixels, 4 bytes each (RGBA, alpha always 255: the page is drawn on white). */
  rgba: Buffer;
}

/**
 * Draws page `page` (1-based) `width` pixels wide, the height following the page's shape
 * (rotation applied), on @napi-rs/canvas: the canvas pdf.js itself names for Node.
 */
export async function renderPdfjsPage(doc: PdfjsDocument, page: number, width: number): Promise<RenderedPage> {
  const pdfPage = await doc.getPage(page);
  try {
    const unit = pdfPage.getViewport({ scale: 1 });
    const viewport = pdfPage.getViewport({ scale: width / unit.width });
    const height = Math.max(1, Math.round(viewport.height));
    const factory = doc.canvasFactory as unknown as CanvasFactory;
    const { canvas, context } = factory.create(width, height);
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    await pdfPage.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
    const { data } = context.getImageData(0, 0, width, height);
    factory.destroy({ canvas, context });
    return { width, height, rgba: Buffer.from(data.buffer, data.byteOffset, data.byteLength) };
  } finally {
    pdfPage.cleanup();
  }
}
