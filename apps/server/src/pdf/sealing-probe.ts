import { PDFDocument, type PDFImage } from 'pdf-lib';
import { saveAndSign, SEAL_FIELD, SEAL_SIGNATURE_BYTES } from '../seal/seal-pdf.js';
import { stampPage, type Stamp } from './stamp-fields.js';

// A 1×1 transparent PNG: a signature image as small as one can be.
const DOT_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const PROBE_STAMPS: Stamp[] = [
  { kind: 'image', png: DOT_PNG, x: 0.1, y: 0.1, width: 0.2, height: 0.05 },
  { kind: 'tick', x: 0.5, y: 0.5, width: 0.05, height: 0.05 },
];

/** Writes zeros where the CMS would go: the probe needs the ByteRange, not a signature. */
const standInSignature = async () => Buffer.alloc(64);

/**
 * Runs a PDF through the sealing path as completion will (issue 12 point 5): loaded by
 * pdf-lib; its pages copied into another document and stamped there (a second document
 * of an agreement is copied into the first); a signature image and a tick stamped on
 * every page of the document itself, the seal's signature field added, saved, read back
 * and the signature appended as an incremental update with its ByteRange filled (each
 * company's signature takes these same steps). Throws whatever the first failing step
 * throws. The copy is not saved: that would double the cost (about +0.9 s and +350 MB on
 * a 50 MB file) for objects the document's own save already writes.
 */
export async function probeSealing(bytes: Uint8Array): Promise<void> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const host = await PDFDocument.create();
  for (const page of await host.copyPages(doc, doc.getPageIndices())) host.addPage(page);
  for (const target of [host, doc]) {
    const images = new Map<Buffer, PDFImage>();
    for (const page of target.getPages()) await stampPage(target, page, PROBE_STAMPS, null, images);
  }
  const options = { name: 'Signet', signingTime: new Date(), reason: 'probe', location: 'probe', fieldName: SEAL_FIELD, signatureBytes: SEAL_SIGNATURE_BYTES };
  await saveAndSign(doc, [{ sign: standInSignature, options }]);
}
