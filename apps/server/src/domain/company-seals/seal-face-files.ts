import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { AppError, ErrorCode, type SealFaceInput } from '@signet/contracts';
import { cleanUploadedSeal } from '../../seal-face/clean-uploaded-seal.js';
import { faceToSvg } from '../../seal-face/face-to-svg.js';
import { generateSealFace } from '../../seal-face/generate-seal-face.js';
import { SealGlyphError, type SealFace } from '../../seal-face/seal-face.js';
import { SealImageError } from '../../seal-face/seal-image-error.js';
import { bodyProblem } from '../agreement-core/draft-input.js';
import type { FileStore } from '../../storage/file-store.js';

/** An uploaded seal is taken to be this wide on paper (the common 42 mm round seal); its height follows the picture. */
const UPLOADED_WIDTH_MM = 42;

export interface MadeFace {
  source: 'generated' | 'uploaded';
  spec: Record<string, unknown> | null;
  /** What is stored: the SealFace as JSON (generated) or the cleaned PNG (uploaded). */
  bytes: Buffer;
  widthMm: number;
  heightMm: number;
}

function decodeDataUrl(dataUrl: string): Buffer {
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

/**
 * Makes a seal's face from the form: the vector face drawn from its description, or the uploaded
 * picture with its background removed. A picture that is not a usable image answers 8306 naming why.
 */
export async function makeFace(input: SealFaceInput): Promise<MadeFace> {
  if (input.source === 'generated') {
    const face = await generateSealFace(input.spec).catch((error: unknown) => {
      if (error instanceof SealGlyphError) throw bodyProblem('face.spec', `The seal's lettering cannot draw ${error.characters.join(' ')}.`);
      throw error;
    });
    return { source: 'generated', spec: input.spec, bytes: Buffer.from(JSON.stringify(face)), widthMm: Math.round(face.widthMm), heightMm: Math.round(face.heightMm) };
  }
  try {
    const cleaned = await cleanUploadedSeal(decodeDataUrl(input.image), input.colour ? { colour: input.colour } : {});
    const heightMm = Math.max(1, Math.round((UPLOADED_WIDTH_MM * cleaned.heightPx) / cleaned.widthPx));
    return { source: 'uploaded', spec: null, bytes: cleaned.png, widthMm: UPLOADED_WIDTH_MM, heightMm };
  } catch (error) {
    if (error instanceof SealImageError) throw new AppError(ErrorCode.SealImageRejected, { data: { reason: error.problem }, detail: error.message });
    throw error;
  }
}

/** Stores a face under a key named by its SHA-256, so the same face is one file and a stored face never changes. */
export async function storeFace(files: FileStore, face: MadeFace): Promise<{ key: string; sha256: string }> {
  const sha256 = createHash('sha256').update(face.bytes).digest('hex');
  const key = `seals/${sha256}.${face.source === 'generated' ? 'json' : 'png'}`;
  if (!(await files.exists(key))) await files.put(key, face.bytes, { contentType: face.source === 'generated' ? 'application/json' : 'image/png' });
  return { key, sha256 };
}

export async function readFaceBytes(files: FileStore, key: string): Promise<Buffer> {
  return buffer(await files.get(key));
}

/** The face as an image a browser shows: SVG drawn from the stored vectors, or the stored PNG. */
export async function faceImage(files: FileStore, key: string): Promise<{ contentType: 'image/svg+xml' | 'image/png'; bytes: Buffer }> {
  const bytes = await readFaceBytes(files, key);
  if (key.endsWith('.json')) return { contentType: 'image/svg+xml', bytes: Buffer.from(faceToSvg(JSON.parse(bytes.toString('utf8')) as SealFace)) };
  return { contentType: 'image/png', bytes };
}

/** The face as a data URL, for the form's preview (nothing stored). */
export function faceDataUrl(face: MadeFace): string {
  if (face.source === 'uploaded') return `data:image/png;base64,${face.bytes.toString('base64')}`;
  const svg = faceToSvg(JSON.parse(face.bytes.toString('utf8')) as SealFace);
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
