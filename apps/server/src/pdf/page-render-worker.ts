/**
 * The worker thread that draws page images (page-renderer.ts starts it). PDFium runs
 * synchronously in WebAssembly, 50 to 400 ms a page: here it cannot hold up requests. The last
 * document opened stays open, so a signer paging through one document sends its bytes once.
 */
import { parentPort } from 'node:worker_threads';
import { PDFiumLibrary, type PDFiumDocument } from '@hyzyla/pdfium';
import { renderPageImages, type PixelSize } from './render-page-images.js';

export interface RenderRequest {
  id: number;
  sha256: string;
  /** The PDF's bytes; null when this worker holds that document open already. */
  pdf: Uint8Array | null;
  page: number;
  sizes: PixelSize[];
}

export type RenderReply = { id: number; images: { width: number; height: number; webp: Uint8Array }[] } | { id: number; error: string };

const library = await PDFiumLibrary.init();
let open: { sha256: string; doc: PDFiumDocument } | null = null;

async function documentFor(request: RenderRequest): Promise<PDFiumDocument> {
  if (open?.sha256 === request.sha256 && !request.pdf) return open.doc;
  if (!request.pdf) throw new Error(`Document ${request.sha256} is not open in the render worker`);
  open?.doc.destroy();
  open = null;
  const doc = await library.loadDocument(request.pdf);
  open = { sha256: request.sha256, doc };
  return doc;
}

parentPort?.on('message', (request: RenderRequest) => {
  void (async (): Promise<RenderReply> => {
    try {
      const images = await renderPageImages(await documentFor(request), request.page, request.sizes);
      return { id: request.id, images: images.map(({ width, height, webp }) => ({ width, height, webp: new Uint8Array(webp) })) };
    } catch (error) {
      return { id: request.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
    }
  })().then((reply) => parentPort?.postMessage(reply, 'images' in reply ? reply.images.map((image) => image.webp.buffer as ArrayBuffer) : []));
});
