import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('pdfjs-dist/build/pdf.worker.min.mjs?url', () => ({ default: '/assets/pdf.worker.mjs' }));
vi.mock('pdfjs-dist', () => ({
  GlobalWorkerOptions: {},
  PDFWorker: { create: vi.fn(() => ({ destroy: vi.fn() })) },
  getDocument: vi.fn(() => ({ destroy: vi.fn(() => Promise.resolve()) })),
}));

/** A browser Worker stand-in: records its address and whether it was ended. */
class FakeWorker extends EventTarget {
  static started: FakeWorker[] = [];
  terminated = false;
  constructor(readonly url: string) {
    super();
    FakeWorker.started.push(this);
  }
  terminate(): void {
    this.terminated = true;
  }
}

/** Lets pending promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('openPdf workers', () => {
  beforeEach(() => {
    FakeWorker.started = [];
    vi.stubGlobal('Worker', FakeWorker);
    vi.resetModules();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('gives the first document the worker started early and each later one a worker of its own', async () => {
    const { loadPdfjs, openPdf } = await import('./load-pdf.ts');
    await loadPdfjs();
    expect(FakeWorker.started.map((worker) => worker.url)).toEqual(['/assets/pdf.worker.mjs']);
    await openPdf({ data: new Uint8Array([1]) });
    expect(FakeWorker.started).toHaveLength(1);
    await openPdf({ data: new Uint8Array([2]) });
    expect(FakeWorker.started).toHaveLength(2);
  });

  it('ends a closed document’s worker only once its script has loaded, so no download is cut off', async () => {
    const { openPdf } = await import('./load-pdf.ts');
    const task = await openPdf({ url: '/v1/file' });
    const [worker] = FakeWorker.started;
    await task.destroy();
    await settle();
    expect(worker?.terminated).toBe(false);
    worker?.dispatchEvent(new Event('message'));
    await settle();
    expect(worker?.terminated).toBe(true);
  });

  it('ends a worker whose script failed to load', async () => {
    const { openPdf } = await import('./load-pdf.ts');
    const task = await openPdf({ url: '/v1/file' });
    const [worker] = FakeWorker.started;
    worker?.dispatchEvent(new Event('error'));
    await task.destroy();
    await settle();
    expect(worker?.terminated).toBe(true);
  });
});
