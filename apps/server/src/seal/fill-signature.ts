import { createHash } from 'node:crypto';
import { DEFAULT_BYTE_RANGE_PLACEHOLDER } from '@signpdf/utils';

/** Makes the signature (a DER CMS) from the SHA-256 of the signed byte ranges. */
export type SignDigest = (contentDigest: Buffer) => Promise<Buffer>;

const NAME = `/${DEFAULT_BYTE_RANGE_PLACEHOLDER}`;
/** The placeholder as pdf-lib writes @signpdf's ByteRange array. */
const PLACEHOLDER = `/ByteRange [ 0 ${NAME} ${NAME} ${NAME} ]`;

/**
 * Signs a PDF saved with a @signpdf placeholder, writing into `pdf` itself: the real
 * /ByteRange (padded with spaces to the placeholder's length) and the signature's hex
 * in /Contents (padded with zeros). The bytes are those @signpdf/signpdf's sign()
 * returns, without its three whole-file copies: the digest is taken over the two
 * ranges where they lie. Returns `pdf` and the SHA-256 (hex) of the whole signed file,
 * taken in the same pass: the bytes before the hole, nearly all of the file, are hashed
 * once for both digests, so the file's own digest costs only the hole and what follows.
 */
export async function fillSignature(pdf: Buffer, sign: SignDigest): Promise<{ pdf: Buffer; sha256: string }> {
  const at = pdf.lastIndexOf(PLACEHOLDER);
  if (at < 0) throw new Error('no ByteRange placeholder in the PDF');
  const contentsTag = pdf.indexOf('/Contents ', at + PLACEHOLDER.length);
  const start = pdf.indexOf('<', contentsTag);
  const end = pdf.indexOf('>', start) + 1;
  if (contentsTag < 0 || start < 0 || end <= start) throw new Error('no /Contents placeholder after the ByteRange');
  const room = end - start - 2;
  const byteRange = `/ByteRange [0 ${start} ${end} ${pdf.length - end}]`;
  if (byteRange.length > PLACEHOLDER.length) throw new Error('the ByteRange does not fit its placeholder');
  pdf.write(byteRange.padEnd(PLACEHOLDER.length, ' '), at, 'latin1');

  const signed = createHash('sha256').update(pdf.subarray(0, start));
  const whole = signed.copy();
  const signature = await sign(signed.update(pdf.subarray(end)).digest());
  if (signature.length * 2 > room) throw new Error(`Signature exceeds placeholder length: ${signature.length * 2} > ${room}`);
  pdf.write(signature.toString('hex').padEnd(room, '0'), start + 1, 'latin1');
  return { pdf, sha256: whole.update(pdf.subarray(start)).digest('hex') };
}
