import { Worker } from 'node:worker_threads';
import type { RenderReply, RenderRequest } from './page-render-worker.js';
import type { PageImage, PixelSize } from './render-page-images.js';

/** The queue is full: more pages wait to be drawn than this process takes on. */
export class PageRendererBusyError extends Error {
  constructor(readonly waiting: number) {
    super(`${waiting} page renders are waiting already`);
    this.name = 'PageRendererBusyError';
  }
}

export interface PageRendererOptions {
  /** Renders waiting beyond the one being drawn; more are refused (PageRendererBusyError). */
  maxWaiting?: number;
  /** The worker thread ends after this long without work, giving its memory (PDFium's heap only grows) back. */
  idleMs?: number;
}

interface Task {
  request: Omit<RenderRequest, 'id' | 'pdf'>;
  loadPdf: () => Promise<Uint8Array>;
  resolve: (images: PageImage[]) => void;
  reject: (error: unknown) => void;
}

const fromSource = import.meta.url.endsWith('.ts');
const WORKER_URL = new URL(fromSource ? './page-render-worker.ts' : './page-render-worker.js', import.meta.url);

/** In development and tests the source runs through tsx; the thread registers it before loading its module. */
function startThread(): Worker {
  if (!fromSource) return new Worker(WORKER_URL);
  const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(WORKER_URL.href)}); });`;
  return new Worker(bootstrap, { eval: true });
}

/**
 * Draws page images one at a time in one worker thread, so a burst of first requests queues here
 * instead of taking the server's CPU: the event loop only waits for the answer. The thread starts
 * on the first render and ends when idle; it never keeps the process alive.
 */
export class PageRenderer {
  private worker: Worker | null = null;
  /** The document the thread holds open, so its bytes are sent once for many pages. */
  private heldSha256: string | null = null;
  private readonly queue: Task[] = [];
  private busy = false;
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | undefined;
  private readonly maxWaiting: number;
  private readonly idleMs: number;

  constructor(options: PageRendererOptions = {}) {
    this.maxWaiting = options.maxWaiting ?? 32;
    this.idleMs = options.idleMs ?? 30_000;
  }

  /** Renders waiting now (not counting the one being drawn). */
  get waiting(): number {
    return this.queue.length;
  }

  /**
   * Draws page `page` of the PDF with that SHA-256 at each size. `loadPdf` is called only when the
   * thread does not hold that document already. Throws PageRendererBusyError when the queue is full.
   */
  render(sha256: string, page: number, sizes: PixelSize[], loadPdf: () => Promise<Uint8Array>): Promise<PageImage[]> {
    if (this.queue.length >= this.maxWaiting) return Promise.reject(new PageRendererBusyError(this.queue.length));
    return new Promise((resolve, reject) => {
      this.queue.push({ request: { sha256, page, sizes }, loadPdf, resolve, reject });
      void this.drain();
    });
  }

  /** Ends the thread (the next render starts another). */
  async close(): Promise<void> {
    clearTimeout(this.idleTimer);
    const worker = this.worker;
    this.worker = null;
    this.heldSha256 = null;
    await worker?.terminate();
  }

  private async drain(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    clearTimeout(this.idleTimer);
    try {
      for (let task = this.queue.shift(); task; task = this.queue.shift()) {
        try {
          task.resolve(await this.run(task));
        } catch (error) {
          task.reject(error);
        }
      }
    } finally {
      this.busy = false;
      // Waiting for work keeps no process alive; drawing does (a script awaiting its page).
      this.worker?.unref();
      this.idleTimer = setTimeout(() => void this.close(), this.idleMs);
      this.idleTimer.unref();
    }
  }

  private async run(task: Task): Promise<PageImage[]> {
    const worker = this.startWorker();
    worker.ref();
    const held = this.heldSha256 === task.request.sha256;
    // The thread takes the bytes over (no copy): a fresh buffer, never a slice of a shared pool.
    const pdf = held ? null : new Uint8Array(await task.loadPdf());
    const id = this.nextId++;
    const reply = await new Promise<RenderReply>((resolve, reject) => {
      const onMessage = (message: RenderReply) => {
        if (message.id !== id) return;
        worker.off('message', onMessage).off('error', onError).off('exit', onExit);
        resolve(message);
      };
      const onError = (error: Error) => {
        worker.off('message', onMessage).off('exit', onExit);
        reject(error);
      };
      const onExit = (code: number) => {
        worker.off('message', onMessage).off('error', onError);
        reject(new Error(`The page render thread stopped (exit code ${code})`));
      };
      worker.on('message', onMessage).once('error', onError).once('exit', onExit);
      const request: RenderRequest = { id, ...task.request, pdf };
      worker.postMessage(request, pdf ? [pdf.buffer] : []);
    }).catch((error: unknown) => {
      // A thread that failed is not reused: the next render starts a fresh one.
      if (this.worker === worker) void this.close();
      throw error;
    });
    if ('error' in reply) {
      this.heldSha256 = null;
      throw new Error(`Could not draw page ${task.request.page}: ${reply.error}`);
    }
    this.heldSha256 = task.request.sha256;
    return reply.images.map((image) => ({ width: image.width, height: image.height, webp: Buffer.from(image.webp.buffer, image.webp.byteOffset, image.webp.byteLength) }));
  }

  private startWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = startThread();
    worker.on('error', () => undefined);
    worker.on('exit', () => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.heldSha256 = null;
    });
    this.worker = worker;
    this.heldSha256 = null;
    return worker;
  }
}
