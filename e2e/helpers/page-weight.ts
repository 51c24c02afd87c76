import type { Browser } from 'playwright-core';

/** A document's bytes (any download operation of the API). */
const isDocumentFile = (url: string | URL) => /\/v1\/.*\/file(\?|$)/.test(String(url));
/** A page image of the server's (issue 37). */
const isPageImage = (url: string | URL) => /\/v1\/page-images\//.test(String(url));

/** pdf.js: its module chunk and its worker. Everything else is the page's own script. */
export const isPdfJs = (url: string) => /\/assets\/(pdfjs|pdf\.worker)[^/]*\.m?js(\?|$)/.test(String(url));

export interface SignerPageWeight {
  /** Encoded (on the wire) bytes of every script the page loaded until interactive, workers and pdf.js included. */
  scriptBytes: number;
  /** The same scripts decoded: what the phone parses and runs. */
  scriptDecodedBytes: number;
  /** Encoded bytes of the scripts that had arrived when page 1 became visible. */
  scriptBytesBeforeVisible: number;
  /** Encoded bytes of everything that had arrived when page 1 became visible: the page, its styles, scripts and image. */
  bytesBeforeVisible: number;
  /** Encoded bytes of pdf.js and its worker (none when the page images serve). */
  pdfJsBytes: number;
  /** From navigation start to page 1 visible: the server's first screen's image, or a drawn page. */
  visibleMs: number;
  /** From navigation start to the signing page shown by the script with page 1 and a field to tap. */
  interactiveMs: number;
  /** Bytes of the document file(s) and of page images received by interactive. */
  documentBytes: number;
  imageBytes: number;
  scripts: { url: string; bytes: number }[];
}

/**
 * Opens a signer's link as a phone with an empty cache (Chromium, 390 px) and measures, from the
 * navigation's start, when page 1 is visible and when the page is interactive, and the script it
 * downloads. Bytes do not depend on the machine's speed, so a test can hold a budget; times belong
 * to the bench. `refuseImages` answers every page image 404, as a server without them would: the
 * page then draws with pdf.js (the way every page was drawn before issue 37).
 */
export async function weighSignerPage(browser: Browser, link: string, options: { refuseImages?: boolean } = {}): Promise<SignerPageWeight> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  try {
    const page = await context.newPage();
    if (options.refuseImages) await page.route(isPageImage, (route) => route.fulfill({ status: 404, body: '' }));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const requests = new Map<string, { url: string; type: string }>();
    const finished: { url: string; type: string; bytes: number; decodedBytes: number }[] = [];
    let documentBytes = 0;
    let imageBytes = 0;
    const decoded = new Map<string, number>();
    cdp.on('Network.requestWillBeSent', (event) => requests.set(event.requestId, { url: event.request.url, type: event.type ?? '' }));
    cdp.on('Network.dataReceived', (event) => {
      const request = requests.get(event.requestId);
      if (request && isDocumentFile(request.url)) documentBytes += event.encodedDataLength;
      if (request && isPageImage(request.url)) imageBytes += event.encodedDataLength;
      decoded.set(event.requestId, (decoded.get(event.requestId) ?? 0) + event.dataLength);
    });
    cdp.on('Network.loadingFinished', (event) => {
      const request = requests.get(event.requestId);
      if (request) finished.push({ ...request, bytes: event.encodedDataLength, decodedBytes: decoded.get(event.requestId) ?? 0 });
    });
    await page.goto(link, { waitUntil: 'commit' });
    // Times are the page's own clock (performance.now(): from the navigation's start).
    const visibleMs = (await (
      await page.waitForFunction(
        () => {
          const image = document.querySelector<HTMLImageElement>('#first-paint img, #root:not([hidden]) [data-page="1"] img');
          if (image?.complete && image.naturalWidth > 0) return performance.now();
          const canvas = document.querySelector<HTMLCanvasElement>('#root:not([hidden]) [data-page="1"] canvas');
          return canvas && canvas.width > 0 && canvas.dataset.rendered !== 'false' ? performance.now() : false;
        },
        undefined,
        { timeout: 60_000, polling: 'raf' },
      )
    ).jsonValue()) as number;
    const interactiveMs = (await (
      await page.waitForFunction(
        () => {
          const root = document.getElementById('root');
          if (!root || root.hidden || document.getElementById('first-paint')) return false;
          const pageOne = root.querySelector('[data-page="1"]');
          const drawn = pageOne?.querySelector<HTMLImageElement>('img')?.complete || !!pageOne?.querySelector('canvas');
          return drawn && pageOne?.querySelector('button:not([disabled])') ? performance.now() : false;
        },
        undefined,
        { timeout: 60_000, polling: 'raf' },
      )
    ).jsonValue()) as number;
    const arrivedBeforeVisible = await page.evaluate(
      (until: number): { name: string; script: boolean }[] =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => (entry as PerformanceResourceTiming).responseEnd <= until)
          .map((entry) => ({ name: entry.name, script: (entry as PerformanceResourceTiming).initiatorType === 'script' || /\.m?js(\?|$)/.test(entry.name) })),
      visibleMs,
    );
    const beforeVisible = arrivedBeforeVisible.filter((entry) => entry.script).map((entry) => entry.name);
    const anyBeforeVisible = new Set(arrivedBeforeVisible.map((entry) => entry.name));
    // Let the requests under way report their sizes.
    await page.waitForLoadState('networkidle');
    const scripts = finished.filter((entry) => entry.type === 'Script' || /\.m?js(\?|$)/.test(entry.url));
    const arrived = new Set(beforeVisible);
    return {
      scriptBytes: scripts.reduce((sum, entry) => sum + entry.bytes, 0),
      scriptDecodedBytes: scripts.reduce((sum, entry) => sum + entry.decodedBytes, 0),
      scriptBytesBeforeVisible: scripts.filter((entry) => arrived.has(entry.url)).reduce((sum, entry) => sum + entry.bytes, 0),
      // The page itself always arrived before anything on it was visible.
      bytesBeforeVisible: finished.filter((entry) => entry.type === 'Document' || anyBeforeVisible.has(entry.url)).reduce((sum, entry) => sum + entry.bytes, 0),
      pdfJsBytes: scripts.filter((entry) => isPdfJs(entry.url)).reduce((sum, entry) => sum + entry.bytes, 0),
      visibleMs: Math.round(visibleMs),
      interactiveMs: Math.round(interactiveMs),
      documentBytes,
      imageBytes,
      scripts: scripts.map(({ url, bytes }) => ({ url: new URL(url).pathname, bytes })).sort((a, b) => b.bytes - a.bytes),
    };
  } finally {
    await context.close();
  }
}
