import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locale, SignerView } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import type { PageImageKey } from '../../domain/page-images/page-image-secret.js';
import { previewSignerLink, type LinkPreview } from '../../domain/signing/preview-signer-link.js';
import { signerPageHtml, type SignerPreloads } from './first-paint-html.js';
import { firstScreenOf, type PageImageSource } from './first-screen.js';

const LINK = /^\/sign\/(?:(?:start|finish|view)\/)?(\d{1,19})\/noticeView\/(\d{1,19})\/?$/;
const ERROR_PAGE = /^\/sign\/error\/(\d{1,5})\/?$/;

export interface SignerPageDeps {
  db: Db;
  /** apps/web/dist-signer: its sign.html is the page's frame. */
  signerRoot: string;
  /** Signs the page images' links the view hands out. */
  pageImageKey: PageImageKey;
}

interface SignerBuild {
  template: string;
  /** The build's preloads.json (apps/web/build/signer-preloads.ts); none from an older build. */
  preloads: SignerPreloads | null;
}

async function readBuild(signerRoot: string): Promise<SignerBuild> {
  const [template, preloads] = await Promise.all([
    readFile(path.join(signerRoot, 'sign.html'), 'utf8'),
    // Hints only: without them (an older build, a file that does not parse) the page still works.
    readFile(path.join(signerRoot, 'preloads.json'), 'utf8')
      .then((text) => JSON.parse(text) as SignerPreloads)
      .catch(() => null),
  ]);
  return { template, preloads };
}

/** sign.html of each signer build, read once: it changes only with a new build, which a restart serves. */
const builds = new Map<string, Promise<SignerBuild>>();
function buildOf(signerRoot: string): Promise<SignerBuild> {
  let build = builds.get(signerRoot);
  if (!build) {
    // A failed read is not kept: the next page asks the disk again.
    build = readBuild(signerRoot).catch((error: unknown) => {
      builds.delete(signerRoot);
      throw error;
    });
    builds.set(signerRoot, build);
  }
  return build;
}

/** What the address already tells: an e-mailed link's preview, an error page's code, or nothing yet. */
async function previewOf(deps: SignerPageDeps, url: URL): Promise<LinkPreview> {
  const link = LINK.exec(url.pathname);
  const token = url.searchParams.get('t');
  if (link?.[1] && link[2] && token) return previewSignerLink(deps.db, { recipientId: BigInt(link[1]), noticeId: BigInt(link[2]), token, pageImageKey: deps.pageImageKey });
  const error = ERROR_PAGE.exec(url.pathname);
  if (error?.[1]) return { kind: 'refused', code: Number(error[1]) };
  // A page reloaded after its link opened: the session is the tab's, unknown here.
  return { kind: 'opening' };
}

/**
 * The HTML of a signer's page (every path under /sign/): sign.html with the first screen written
 * in (issue 37 point 3), so the document shows before any script runs.
 */
export async function signerPageHtmlFor(deps: SignerPageDeps, requestUrl: string, language: Locale): Promise<string> {
  const url = new URL(requestUrl, 'http://signer.invalid');
  const [build, preview] = await Promise.all([buildOf(deps.signerRoot), previewOf(deps, url)]);
  return signerPageHtml(build.template, firstScreenOf(preview, language, firstPageImages), build.preloads);
}

/** Page 1 of the first document at every width offered, from the links its view carries. */
export function firstPageImages(view: SignerView): PageImageSource[] | null {
  const images = view.documents[0]?.pageImages;
  if (!images) return null;
  return images.widths.map((width) => ({ url: images.template.replace('{page}', '1').replace('{width}', String(width)), width }));
}
