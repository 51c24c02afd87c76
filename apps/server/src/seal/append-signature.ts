import { DEFAULT_BYTE_RANGE_PLACEHOLDER, SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import { PDFHexString, PDFName, PDFNumber, PDFString } from 'pdf-lib';
import { PdfIncrement, readRevision, type PdfRevision } from '../pdf/incremental-update.js';
import { fillSignature, type SignDigest } from './fill-signature.js';
import { addSignatureField, unsignedSignatureField } from './signature-fields.js';

/** Room for the CMS in /Contents by default, in hex digits (two per byte): 8 KiB of DER. */
export const DEFAULT_SIGNATURE_BYTES = 16 * 1024;

export interface AppendSignatureOptions {
  /** Who signs, for people (/Name). */
  name: string;
  reason: string;
  location: string;
  /** The signature dictionary's /M: PAdES keeps the signing time here, not in the CMS. */
  signingTime: Date;
  /** The signature field (/T): an unsigned one of this name is signed, else a new one is added (letters, digits, '_' and '-'). */
  fieldName: string;
  /** Room for the CMS in /Contents, in hex digits. */
  signatureBytes?: number;
}

/** ASCII that needs no escaping stays a literal string; anything else (a Chinese company name) is UTF-16 with its BOM. */
const text = (value: string) => (/^[\x20-\x7e]*$/.test(value) && !/[()\\]/.test(value) ? PDFString.of(value) : PDFHexString.fromText(value));

/**
 * Signs a PDF without changing a byte of it: appends an incremental update holding a
 * signature dictionary (ETSI.CAdES.detached, a @signpdf ByteRange placeholder and room for
 * the CMS in /Contents) as the value of the signature field `fieldName`: the unsigned field
 * of that name when the document has one (sealPdf prepares them all in its pdf-lib pass, so
 * that each update only fills a field), else a new invisible field whose widget sits on
 * page 1, added to the form's /Fields. Then fills the ByteRange and the signature
 * (fillSignature) over the whole new file. The input is left as it was; the result starts
 * with its bytes.
 */
export async function appendSignature(pdf: Buffer, sign: SignDigest, options: AppendSignatureOptions): Promise<Buffer> {
  return (await signRevision(await readRevision(pdf), sign, options)).bytes;
}

/**
 * appendSignature on a revision already read (or just saved); returns the signed file, with
 * its SHA-256, as the revision the next signature continues.
 */
export async function signRevision(revision: PdfRevision, sign: SignDigest, options: AppendSignatureOptions): Promise<PdfRevision> {
  const increment = new PdfIncrement(revision);
  const { doc } = revision;
  const placeholder = PDFName.of(DEFAULT_BYTE_RANGE_PLACEHOLDER);
  const signature = increment.add(
    doc.context.obj({
      Type: 'Sig',
      Filter: 'Adobe.PPKLite',
      SubFilter: SUBFILTER_ETSI_CADES_DETACHED,
      ByteRange: [PDFNumber.of(0), placeholder, placeholder, placeholder],
      Contents: PDFHexString.of('0'.repeat(options.signatureBytes ?? DEFAULT_SIGNATURE_BYTES)),
      Reason: text(options.reason),
      M: PDFString.fromDate(options.signingTime),
      Name: text(options.name),
      Location: text(options.location),
      Prop_Build: { Filter: { Name: 'Adobe.PPKLite' }, App: { Name: 'Signet' } },
    }),
  );
  const { ref, field } = unsignedSignatureField(doc, options.fieldName) ?? addSignatureField(increment, doc, options.fieldName);
  field.set(PDFName.of('V'), signature);
  increment.update(ref, field);
  const signed = increment.finish();
  // Written in place: the revision's bytes are the signed file.
  const { sha256 } = await fillSignature(signed.bytes, sign);
  return { ...signed, sha256 };
}
