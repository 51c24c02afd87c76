import { AppError, ErrorCode } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { PageRenderer, PageRendererBusyError } from '../../pdf/page-renderer.js';
import { FileNotFoundError, type FileStore } from '../../storage/file-store.js';
import { readAll } from '../../storage/read-stream.js';
import { findPageSource } from './find-page-source.js';
import { assertOfferedWidth } from './page-image-links.js';

export interface PageImageDeps {
  db: Db;
  files: FileStore;
  /** Draws missing pages; by default the process's one renderer, so the per-process limit holds. */
  renderer?: PageRenderer;
}

/** A page image as kept in the file store. */
export interface StoredPageImage {
  key: string;
  width: number;
  bytes: Buffer;
}

/** How long a refused caller is told to wait when the render queue is full. */
const BUSY_RETRY_SECONDS = 2;

/** One renderer per process: the queue that keeps a burst of first requests from taking every core. */
const processRenderer = new PageRenderer();

/** Renders under way, per file store and key set, so simultaneous first requests draw a page once. */
const underWay = new WeakMap<FileStore, Map<string, Promise<StoredPageImage[]>>>();

/** The store key of a page image: `page-images/<sha256>/<page>-<width>.webp`. */
export function pageImageKey(sha256: string, page: number, width: number): string {
  return `page-images/${sha256}/${page}-${width}.webp`;
}

async function readStored(files: FileStore, key: string): Promise<Buffer | null> {
  try {
    return await readAll(await files.get(key));
  } catch (error) {
    if (error instanceof FileNotFoundError) return null;
    throw error;
  }
}

async function render(deps: PageImageDeps, sha256: string, page: number, widths: number[]): Promise<StoredPageImage[]> {
  const source = await findPageSource(deps.db, sha256);
  if (!source) throw new AppError(ErrorCode.NotFound, { detail: `no document with PDF ${sha256}` });
  const size = source.pageSizes[page - 1];
  if (!size) throw new AppError(ErrorCode.PageImagePageOutOfRange, { data: { pageCount: source.pageSizes.length }, detail: `page ${page}` });
  // The stored page size decides the shape, as it decides where the signing page places fields.
  const sizes = widths.map((width) => ({ width, height: Math.max(1, Math.round((width * size.height) / size.width)) }));
  const renderer = deps.renderer ?? processRenderer;
  let images;
  try {
    images = await renderer.render(sha256, page, sizes, async () => readAll(await deps.files.get(source.pdfKey)));
  } catch (error) {
    if (error instanceof PageRendererBusyError) throw new AppError(ErrorCode.PageImageBusy, { data: { retryAfterSeconds: BUSY_RETRY_SECONDS }, detail: error.message });
    throw error;
  }
  return Promise.all(
    images.map(async (image) => {
      const key = pageImageKey(sha256, page, image.width);
      await deps.files.put(key, image.webp, { contentType: 'image/webp' });
      return { key, width: image.width, bytes: image.webp };
    }),
  );
}

/**
 * Page `page` of the PDF with this SHA-256 at each width, from the file store, drawing (and
 * storing) those not there yet. Throws 8462 for a width not offered, 404 when no document has
 * that PDF, 8463 for a page past its end, 8464 when the render queue is full.
 */
export async function ensurePageImages(deps: PageImageDeps, sha256: string, page: number, widths: readonly number[]): Promise<StoredPageImage[]> {
  widths.forEach(assertOfferedWidth);
  const found = await Promise.all(widths.map(async (width) => ({ width, bytes: await readStored(deps.files, pageImageKey(sha256, page, width)) })));
  const missing = found.filter((entry) => !entry.bytes).map((entry) => entry.width);
  const drawn = missing.length === 0 ? [] : await renderOnce(deps, sha256, page, missing);
  return found.map(({ width, bytes }) => {
    const image = bytes ? { key: pageImageKey(sha256, page, width), width, bytes } : drawn.find((entry) => entry.width === width);
    if (!image) throw new Error(`Page ${page} was not drawn at ${width} px`);
    return image;
  });
}

/** One page at one width (see ensurePageImages): what the page image route and the signer's first screen serve. */
export async function ensurePageImage(deps: PageImageDeps, sha256: string, page: number, width: number): Promise<StoredPageImage> {
  const [image] = await ensurePageImages(deps, sha256, page, [width]);
  if (!image) throw new Error(`Page ${page} was not drawn at ${width} px`);
  return image;
}

function renderOnce(deps: PageImageDeps, sha256: string, page: number, widths: number[]): Promise<StoredPageImage[]> {
  let running = underWay.get(deps.files);
  if (!running) underWay.set(deps.files, (running = new Map<string, Promise<StoredPageImage[]>>()));
  const key = `${sha256}/${page}/${widths.join(',')}`;
  const existing = running.get(key);
  if (existing) return existing;
  const work = render(deps, sha256, page, widths).finally(() => running.delete(key));
  running.set(key, work);
  return work;
}
