import type { Browser } from 'playwright-core';

/** A document's bytes (any download operation of the API). */
const isDocumentFile = (url: string | URL) => /\/v1\/.*\/file(\?|$)/.test(String(url));

/** pdf.js: its module chunk and its worker. Everything else is the page's own script. */
export const isPdfJs = (url: string) => /\/assets\/(pdfjs|pdf\.worker)[^/]*\.m?js(\?|$)/.test(String(url));

export interface SignerPageWeight {
  /** Encoded (on the wire) bytes of every script the page loaded, pdf.js left out. */
  scriptBytes: number;
  /** The same scripts decoded: what the phone parses and runs before pdf.js. */
  scriptDecodedBytes: number;
  /** Encoded bytes of pdf.js and its worker. */
  pdfJsBytes: number;
  /** Whether pdf.js was requested only after the page's own scripts had all arrived. */
  pdfJsLast: boolean;
  /** From navigation start to the first page's place on the sign page (fields shown, the PDF not yet drawn). */
  placedMs: number;
  /** From navigation start to the first page's canvas holding a drawn page. */
  firstPageMs: number;
  /** Bytes of the document file(s) received by then (all requests: the first and its ranges). */
  documentBytes: number;
  scripts: { url: string; bytes: number }[];
}

/**
 * Opens a signer's link as a phone with an empty cache (Chromium, 390 px) and adds up the
 * script it downloads until the first page of the document is drawn. Bytes are what a slow
 * connection pays; they do not depend on the machine's speed, so a test can hold a budget.
 */
export async function weighSignerPage(browser: Browser, link: string, options: { refuseRanges?: boolean } = {}): Promise<SignerPageWeight> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  try {
    const page = await context.newPage();
    if (options.refuseRanges) {
      // A server without ranges, for comparison: no Accept-Ranges, so pdf.js reads the whole file first.
      await page.route(isDocumentFile, async (route) => {
        const response = await route.fetch();
        const headers = { ...response.headers() };
        delete headers['accept-ranges'];
        await route.fulfill({ response, headers });
      });
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const requests = new Map<string, { url: string; type: string; order: number }>();
    const finished: { url: string; type: string; bytes: number; decodedBytes: number; order: number }[] = [];
    let order = 0;
    cdp.on('Network.requestWillBeSent', (event) => requests.set(event.requestId, { url: event.request.url, type: event.type ?? '', order: order++ }));
    // A document's bytes as they arrive, so a whole-file request pdf.js cancels still counts what it brought.
    let documentBytes = 0;
    const decoded = new Map<string, number>();
    cdp.on('Network.dataReceived', (event) => {
      const request = requests.get(event.requestId);
      if (request && isDocumentFile(request.url)) documentBytes += event.encodedDataLength;
      decoded.set(event.requestId, (decoded.get(event.requestId) ?? 0) + event.dataLength);
    });
    cdp.on('Network.loadingFinished', (event) => {
      const request = requests.get(event.requestId);
      if (request) finished.push({ ...request, bytes: event.encodedDataLength, decodedBytes: decoded.get(event.requestId) ?? 0 });
    });
    const started = Date.now();
    await page.goto(link);
    await page.waitForSelector('[data-page="1"]', { timeout: 60_000 });
    const placedMs = Date.now() - started;
    await page.waitForFunction(() => {
      const canvas = document.querySelector<HTMLCanvasElement>('[data-page="1"] canvas');
      return !!canvas && canvas.width > 0 && canvas.dataset.rendered !== 'false';
    }, undefined, { timeout: 60_000 });
    const firstPageMs = Date.now() - started;
    const documentBytesAtFirstPage = documentBytes;
    // Let the requests the drawing started report their sizes.
    await page.waitForLoadState('networkidle');
    const scripts = finished.filter((entry) => entry.type === 'Script' || /\.m?js(\?|$)/.test(entry.url));
    const own = scripts.filter((entry) => !isPdfJs(entry.url));
    const pdfJs = scripts.filter((entry) => isPdfJs(entry.url));
    const firstPdfJs = Math.min(...pdfJs.map((entry) => entry.order));
    return {
      scriptBytes: own.reduce((sum, entry) => sum + entry.bytes, 0),
      scriptDecodedBytes: own.reduce((sum, entry) => sum + entry.decodedBytes, 0),
      pdfJsBytes: pdfJs.reduce((sum, entry) => sum + entry.bytes, 0),
      pdfJsLast: pdfJs.length > 0 && own.every((entry) => entry.order < firstPdfJs),
      placedMs,
      firstPageMs,
      documentBytes: documentBytesAtFirstPage,
      scripts: scripts.map(({ url, bytes }) => ({ url: new URL(url).pathname, bytes })).sort((a, b) => b.bytes - a.bytes),
    };
  } finally {
    await context.close();
  }
}
