/**
 * pdf.js (legacy build, the one for Node), loaded so that it cannot slow the rest of the server.
 *
 * Its bundled core-js polyfills replace built-ins for the whole process, not only for pdf.js:
 * on Node 20 (no JSON.rawJSON) JSON.stringify and JSON.parse became JavaScript wrappers, as did
 * Array.prototype.push and Function.prototype.toString, and every response, query and log line
 * paid for them (docs/performance/api-throughput.md). On Node 24 with pdf.js 6 only
 * Function.prototype.toString is still replaced (checked by importing pdf.mjs and its worker), but
 * the list below stays whole, so a later pdf.js that wraps them again cannot bring the slowdown back.
 * So pdf.js and its worker (which runs in this thread) are imported here, once, and the
 * replaced natives are put back; the polyfills that only add what Node lacks
 * (Map.prototype.getOrInsertComputed, ...) stay, pdf.js uses them.
 */
const natives = {
  stringify: Object.getOwnPropertyDescriptor(JSON, 'stringify'),
  parse: Object.getOwnPropertyDescriptor(JSON, 'parse'),
  push: Object.getOwnPropertyDescriptor(Array.prototype, 'push'),
  toString: Object.getOwnPropertyDescriptor(Function.prototype, 'toString'),
};

const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
// Loaded now rather than at the first getDocument, so its polyfills are undone here too;
// it registers itself as globalThis.pdfjsWorker, which pdf.js then uses in this thread.
const WORKER_MODULE = 'pdfjs-dist/legacy/build/pdf.worker.mjs';
await import(WORKER_MODULE);

function restore(target: object, key: string, descriptor: PropertyDescriptor | undefined): void {
  if (descriptor) Object.defineProperty(target, key, descriptor);
}
restore(JSON, 'stringify', natives.stringify);
restore(JSON, 'parse', natives.parse);
restore(Array.prototype, 'push', natives.push);
restore(Function.prototype, 'toString', natives.toString);

export const { getDocument, PasswordResponses, PDFDataRangeTransport, VerbosityLevel } = pdfjs;
export type PDFDataRangeTransport = InstanceType<typeof PDFDataRangeTransport>;
