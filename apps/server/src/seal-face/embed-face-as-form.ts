import type { PDFDict, PDFDocument, PDFRef } from 'pdf-lib';
import { faceContentStream, PT_PER_MM } from './face-content.js';
import type { SealFace } from './seal-face.js';

/** The Form XObject's dictionary: BBox [0 0 w h] in points, so a page places it with one `cm` and `Do`. */
function formDictionary(widthMm: number, heightMm: number, resources: PDFDict) {
  return { Type: 'XObject', Subtype: 'Form', FormType: 1, BBox: [0, 0, widthMm * PT_PER_MM, heightMm * PT_PER_MM], Resources: resources };
}

/**
 * The face as one reusable Form XObject: vector paths, 1 mm = 72/25.4 pt. Pages draw it with
 * `q a 0 0 d x y cm /Name Do Q` at any place and scale, as often as they like (a seal across
 * several pages is this same object drawn clipped on each), and the file carries its paths once.
 */
export function embedFaceAsForm(doc: PDFDocument, face: SealFace): PDFRef {
  const stream = doc.context.flateStream(faceContentStream(face), formDictionary(face.widthMm, face.heightMm, doc.context.obj({})));
  return doc.context.register(stream);
}

/**
 * An uploaded seal (a cleaned PNG) wrapped in a Form XObject of the same shape as a generated
 * face's, so every seal, drawn or uploaded, is placed on a page the same way.
 */
export async function embedPngAsForm(doc: PDFDocument, png: Uint8Array, widthMm: number, heightMm: number): Promise<PDFRef> {
  const image = await doc.embedPng(png);
  const [w, h] = [widthMm * PT_PER_MM, heightMm * PT_PER_MM];
  const content = `q\n${w.toFixed(4)} 0 0 ${h.toFixed(4)} 0 0 cm\n/Seal Do\nQ`;
  const stream = doc.context.flateStream(content, formDictionary(widthMm, heightMm, doc.context.obj({ XObject: { Seal: image.ref } })));
  return doc.context.register(stream);
}
