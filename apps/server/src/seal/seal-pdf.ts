import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import type { PDFDocument } from 'pdf-lib';
import { savePdf } from '../pdf/save-pdf.js';
import { signCms, timestampAttribute } from './cms-sign.js';
import { readTstInfo } from './cms-verify.js';
import { fillSignature, type SignDigest } from './fill-signature.js';
import type { SealIdentity } from './seal-identity.js';
import { sealStage } from './seal-stages.js';
import { requestTimestamp, TimestampError } from './timestamp.js';

/**
 * Room for the CMS in /Contents, in hex digits (two per byte, so 12 KiB of DER):
 * certificate chain, signature and a timestamp token with its own certificates.
 */
const SIGNATURE_BYTES = 24 * 1024;

class CmsSigner {
  /** The token's genTime once a timestamp is embedded. */
  timestampedAt: Date | null = null;

  constructor(
    private readonly identity: SealIdentity,
    private readonly tsaUrl: string | null,
  ) {}

  readonly sign: SignDigest = async (contentDigest) => {
    let genTime = null as Date | null;
    const cms = await signCms({
      identity: this.identity,
      contentDigest,
      unsignedAttributes: async (signature) => {
        if (!this.tsaUrl) return [];
        const token = await requestTimestamp(this.tsaUrl, signature);
        genTime = readTstInfo(token).genTime;
        return [timestampAttribute(token)];
      },
    });
    // A token too big for the placeholder (a TSA sending a long chain) is the timestamp's
    // fault: a TimestampError lets the job's last try seal without it instead of failing.
    if (genTime && cms.length * 2 > SIGNATURE_BYTES) throw new TimestampError(`the signature with its timestamp token (${cms.length} bytes) exceeds the room in the PDF`);
    this.timestampedAt = genTime;
    return cms;
  };
}

export interface SealOptions {
  identity: SealIdentity;
  /** RFC 3161 server; no timestamp when null. */
  tsaUrl: string | null;
  signingTime: Date;
  reason: string;
  location: string;
}

/**
 * Seals a finished PDF: an invisible signature field with subFilter ETSI.CAdES.detached
 * whose ByteRange covers the whole file but the signature itself. The document is
 * saved without object streams (the signature dictionary must be findable as text).
 */
export async function sealPdf(doc: PDFDocument, options: SealOptions): Promise<{ pdf: Buffer; timestamped: boolean; timestampedAt: Date | null }> {
  const signer = new CmsSigner(options.identity, options.tsaUrl);
  const pdf = await signWithPlaceholder(doc, signer.sign, { ...options, name: options.identity.subject });
  return { pdf, timestamped: signer.timestampedAt !== null, timestampedAt: signer.timestampedAt };
}

/**
 * The seal's own steps on a document: the signature field and its placeholder, one
 * save without object streams, and the signature over the SHA-256 of the ByteRange
 * written into the saved bytes in place. The upload check (pdf/sealing-probe.ts)
 * runs these same steps with a stand-in signer.
 */
export async function signWithPlaceholder(
  doc: PDFDocument,
  sign: SignDigest,
  options: { name: string; signingTime: Date; reason: string; location: string },
): Promise<Buffer> {
  pdflibAddPlaceholder({
    pdfDoc: doc,
    reason: options.reason,
    contactInfo: '',
    name: options.name,
    location: options.location,
    signingTime: options.signingTime,
    signatureLength: SIGNATURE_BYTES,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    appName: 'Signet',
  });
  const pdf = await sealStage('save', () => savePdf(doc));
  return sealStage('sign', () => fillSignature(pdf, sign));
}
