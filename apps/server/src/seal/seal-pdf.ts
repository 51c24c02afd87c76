import type { PDFDocument } from 'pdf-lib';
import { savedRevision } from '../pdf/incremental-update.js';
import { savePdf } from '../pdf/save-pdf.js';
import { DEFAULT_SIGNATURE_BYTES, signRevision, type AppendSignatureOptions } from './append-signature.js';
import { signCms, timestampAttribute } from './cms-sign.js';
import { readTstInfo } from './cms-verify.js';
import type { SignDigest } from './fill-signature.js';
import type { SealIdentity } from './seal-identity.js';
import { sealStage } from './seal-stages.js';
import { addSignatureField, freeFieldName, inPlace } from './signature-fields.js';
import { requestTimestamp, TimestampError } from './timestamp.js';

/**
 * Room for the seal's CMS in /Contents, in hex digits (two per byte, so 12 KiB of DER):
 * certificate chain, signature and a timestamp token with its own certificates.
 */
export const SEAL_SIGNATURE_BYTES = 24 * 1024;
/**
 * Room for a company's CMS (8 KiB of DER): its certificate and the CA's, about 1.2 KB each
 * with RSA 3072 keys, the signed attributes and the signature take about 3 KB; the rest is
 * for an operator's CA that brings its own issuers.
 */
export const COMPANY_SIGNATURE_BYTES = 16 * 1024;
/**
 * Room for one signature's update besides its /Contents: the signature dictionary's other
 * entries, the field written again, a cross-reference section and a trailer (under 1 KB
 * with long names). An update that does not fit is still written, into a copy of the file.
 */
const UPDATE_BYTES = 4 * 1024;
/** The seal's signature field; another name is taken when the document already has one so named. */
export const SEAL_FIELD = 'SignetSeal';

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
    if (genTime && cms.length * 2 > SEAL_SIGNATURE_BYTES) throw new TimestampError(`the signature with its timestamp token (${cms.length} bytes) exceeds the room in the PDF`);
    this.timestampedAt = genTime;
    return cms;
  };
}

/** A company that stamps its seal on the agreement, signing with its own certificate (ensureCompanyIdentity). */
export interface CompanySigner {
  identity: SealIdentity;
  /** For people, in the signature's /Name: the company's legal name. */
  name: string;
  reason: string;
  location: string;
}

export interface SealOptions {
  identity: SealIdentity;
  /** RFC 3161 server; no timestamp when null. */
  tsaUrl: string | null;
  signingTime: Date;
  reason: string;
  location: string;
  /** Companies that sign before Signet's seal, in this order; none when absent. */
  companySigners?: CompanySigner[];
}

/** One signature of the sequence: who makes the CMS, and the signature dictionary's fields. */
export interface PlannedSignature {
  sign: SignDigest;
  options: AppendSignatureOptions;
}

/** A company's CMS: PAdES baseline B attributes as the seal's, its certificate and the CA's embedded, no timestamp. */
const companySign =
  (identity: SealIdentity): SignDigest =>
  (contentDigest) =>
    signCms({ identity, contentDigest });

/**
 * Seals a finished PDF: saved once by pdf-lib (without object streams, each signature
 * field prepared but unsigned), then each company's signature and last Signet's own
 * seal, with its timestamp, each an incremental update appended to the bytes before it.
 * Only the seal's ByteRange covers the whole file; nothing is rewritten after the save,
 * so every earlier signature stays intact.
 */
export async function sealPdf(doc: PDFDocument, options: SealOptions): Promise<{ pdf: Buffer; sha256: string; timestamped: boolean; timestampedAt: Date | null }> {
  const signer = new CmsSigner(options.identity, options.tsaUrl);
  const { signingTime } = options;
  const companies = (options.companySigners ?? []).map(
    (company, index): PlannedSignature => ({
      sign: companySign(company.identity),
      options: { name: company.name, reason: company.reason, location: company.location, signingTime, fieldName: `SignetCompanySeal${index + 1}`, signatureBytes: COMPANY_SIGNATURE_BYTES },
    }),
  );
  const seal: PlannedSignature = {
    sign: signer.sign,
    options: { name: options.identity.subject, reason: options.reason, location: options.location, signingTime, fieldName: SEAL_FIELD, signatureBytes: SEAL_SIGNATURE_BYTES },
  };
  const { pdf, sha256 } = await saveAndSign(doc, [...companies, seal]);
  return { pdf, sha256, timestamped: signer.timestampedAt !== null, timestampedAt: signer.timestampedAt };
}

/**
 * The seal's own steps on a document: an unsigned signature field for each signature
 * added in the pdf-lib pass (so that each later update only fills a field, which strict
 * readers such as MuPDF accept after an earlier signature), one save without object
 * streams, then each signature appended as an incremental update (signRevision, from the
 * objects pdf-lib holds, so the saved file is never parsed again). The save leaves room
 * after the file for the updates, so they are written after it in the same memory rather
 * than into a copy of the whole file each. Returns the file and its SHA-256, taken while
 * the last signature hashed the file (fillSignature). The upload check
 * (pdf/sealing-probe.ts) runs these same steps with a stand-in signer.
 */
export async function saveAndSign(doc: PDFDocument, signatures: PlannedSignature[]): Promise<{ pdf: Buffer; sha256: string }> {
  if (doc.getPageCount() === 0) doc.addPage();
  const planned = signatures.map((signature) => ({ ...signature, options: { ...signature.options, fieldName: freeFieldName(doc, signature.options.fieldName) } }));
  for (const { options } of planned) addSignatureField(inPlace(doc), doc, options.fieldName);
  const room = planned.reduce((sum, { options }) => sum + (options.signatureBytes ?? DEFAULT_SIGNATURE_BYTES) + UPDATE_BYTES, 0);
  let revision = savedRevision(await sealStage('save', () => savePdf(doc, { room })), doc, room);
  for (const { sign, options } of planned) revision = await sealStage('sign', () => signRevision(revision, sign, options));
  if (revision.sha256 === undefined) throw new Error('saveAndSign needs at least one signature');
  return { pdf: revision.bytes, sha256: revision.sha256 };
}
