import { createWriteStream } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import { AppError, ErrorCode } from '@signet/contracts';
import { ForbiddenAddressError, guardedLookup, hostOf, isForbiddenLiteral } from '../webhooks/address-guard.js';

const TIMEOUT_MS = 20_000;

export interface FetchedFile {
  path: string;
  size: number;
  /** The name to detect the type by: the address's last path segment, else "document". */
  fileName: string;
}

/** Why a document's address gave nothing, as the caller reads it (8485, naming the document and the address). */
const fetchFailed = (document: number, url: string, reason: string) =>
  new AppError(ErrorCode.DocumentFetchFailed, { data: { document, url, reason }, detail: reason });

/** The name an address's path gives a file ("…/Lease%202026.pdf" is "Lease 2026.pdf"). */
export function fileNameOfUrl(url: URL): string {
  const last = url.pathname.split('/').filter(Boolean).pop();
  if (!last) return 'document';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/**
 * Downloads a one-call request's document from an http(s) address to `path`, with the webhooks' address
 * guard (issue 18): the name is resolved once and private, loopback and link-local addresses are refused
 * unless the host is in the development allow-list, and plain http only for such a host. Redirects are
 * not followed; 20 s at most; more than `maxBytes` stops the download (5007). Every other failure is 8485.
 */
export async function fetchDocument(input: { url: string; document: number; path: string; maxBytes: number; allowHosts: ReadonlySet<string> }): Promise<FetchedFile> {
  const target = new URL(input.url);
  const host = hostOf(target);
  if (target.protocol !== 'https:' && !input.allowHosts.has(host)) throw fetchFailed(input.document, input.url, 'Use an https address.');
  if (isForbiddenLiteral(host, input.allowHosts)) throw fetchFailed(input.document, input.url, new ForbiddenAddressError(host, host).message);

  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(target, { method: 'GET', lookup: guardedLookup(input.allowHosts), timeout: TIMEOUT_MS }, resolve);
    req.on('timeout', () => req.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)));
    req.on('error', reject);
    req.end();
  }).catch((error: unknown) => {
    throw fetchFailed(input.document, input.url, error instanceof Error ? error.message : String(error));
  });

  const status = response.statusCode ?? 0;
  if (status < 200 || status >= 300) {
    response.resume();
    throw fetchFailed(input.document, input.url, status >= 300 && status < 400 ? `Redirects are not followed (HTTP ${status}).` : `The address answered HTTP ${status}.`);
  }
  const declared = Number(response.headers['content-length'] ?? Number.NaN);
  if (declared > input.maxBytes) {
    response.destroy();
    throw new AppError(ErrorCode.FileSizeExceed, { detail: `document ${input.document} is ${declared} bytes` });
  }

  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > input.maxBytes) done(new AppError(ErrorCode.FileSizeExceed, { detail: `document ${input.document} is over ${input.maxBytes} bytes` }));
      else done(null, chunk);
    },
  });
  response.setTimeout(TIMEOUT_MS, () => response.destroy(new Error(`no data within ${TIMEOUT_MS / 1000} s`)));
  await pipeline(response, counter, createWriteStream(input.path)).catch((error: unknown) => {
    if (error instanceof AppError) throw error;
    throw fetchFailed(input.document, input.url, error instanceof Error ? error.message : String(error));
  });
  return { path: input.path, size, fileName: fileNameOfUrl(target) };
}
