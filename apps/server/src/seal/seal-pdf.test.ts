import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPdf, pdfsig, qpdfCheck } from '../../test/helpers/completion.js';
import { mutoolSignatures, revisionEnds, sealedByCompanies } from '../../test/helpers/company-signatures.js';
import { startTimestampAuthority, type TimestampAuthority } from '../../test/helpers/timestamp-authority.js';
import { checkCms } from './cms-verify.js';
import { findSignatures } from './find-signatures.js';
import { generateSealCertificate } from './generate-seal-certificate.js';
import { identityFromPem } from './seal-identity.js';
import { savePdf } from '../pdf/save-pdf.js';
import { appendSignature } from './append-signature.js';
import { COMPANY_SIGNATURE_BYTES, saveAndSign } from './seal-pdf.js';
import { addSignatureField, inPlace } from './signature-fields.js';

const made = generateSealCertificate('Signet document seal');
const seal = identityFromPem(made.certificatePem, made.privateKeyPem);
/** pdfsig's report, one block per signature field. */
const signatureBlocks = (report: string) => report.split(/^Signature #\d+:$/m).slice(1);
/** The length of a DER value from its header: the CMS without the zeros that pad /Contents. */
const derLength = (bytes: Buffer) => (bytes[1]! & 0x80 ? 2 + (bytes[1]! & 0x7f) + bytes.readUIntBE(2, bytes[1]! & 0x7f) : 2 + bytes[1]!);

describe('a PDF sealed by two companies, then by Signet', () => {
  let tsa: TimestampAuthority;
  beforeAll(async () => {
    tsa = await startTimestampAuthority();
  }, 60_000);
  afterAll(async () => {
    await tsa.close();
  });

  it('carries three signatures that pdfsig, qpdf and MuPDF accept, the seal last, alone over the whole file and timestamped', async () => {
    const { pdf, timestamped, companies } = await sealedByCompanies(seal, { tsaUrl: tsa.url, withForm: true });
    if (process.env.KEEP_PDF) writeFileSync(process.env.KEEP_PDF, pdf);
    expect(timestamped).toBe(true);

    const blocks = signatureBlocks((await pdfsig(pdf)).stdout);
    expect(blocks).toHaveLength(3);
    for (const block of blocks) expect(block).toContain('Signature Validation: Signature is Valid.');
    expect(blocks.map((block) => /Signer Certificate Common Name: (.*)/.exec(block)?.[1])).toEqual(['北京示例科技有限公司', 'ACME Trading Ltd', 'Signet document seal']);
    expect(blocks.map((block) => /^ {2}- (Total document signed|Not total document signed)$/m.exec(block)?.[1])).toEqual(['Not total document signed', 'Not total document signed', 'Total document signed']);
    expect(blocks.map((block) => /Signature Field Name: (.*)/.exec(block)?.[1])).toEqual(['SignetCompanySeal1', 'SignetCompanySeal2', 'SignetSeal']);

    const qpdf = await qpdfCheck(pdf);
    expect(qpdf.code).toBe(0);
    expect(qpdf.stdout).toContain('No syntax or stream encoding errors found');
    expect(qpdf.stderr).toBe('');

    // MuPDF: every digest checks; only the last is "unchanged since signing", the others have
    // later updates, and none of those updates makes a change MuPDF's rules refuse (0).
    const mupdf = await mutoolSignatures(pdf);
    expect(mupdf.verify.match(/Verifying signature/g)).toHaveLength(3);
    expect(mupdf.verify).not.toMatch(/Digest error|not valid|invalid/i);
    expect(mupdf.verify.match(/The signature is valid but there have been edits since signing\./g)).toHaveLength(2);
    expect(mupdf.verify.trimEnd()).toMatch(/The document is unchanged since signing\.$/);
    expect(mupdf.fields).toEqual(['SignetCompanySeal1 digest=OK changes=0', 'SignetCompanySeal2 digest=OK changes=0', 'SignetSeal digest=OK changes=0']);

    // Each company's CMS embeds its certificate and the CA's, fits its room, and has no timestamp.
    const found = findSignatures(pdf);
    for (const [index, signature] of found.slice(0, 2).entries()) {
      const [a, b, c, d] = signature.ranges;
      const check = checkCms(signature.contents, Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)]));
      expect(check).toMatchObject({ intact: true, signerCertSha256: companies[index]!.identity.certSha256, timestampedAt: null });
      const printed = await onPdf(signature.contents, 'openssl', (file) => ['cms', '-inform', 'DER', '-in', file, '-cmsout', '-print']);
      expect(printed.stdout.match(/cert_info:/g)).toHaveLength(2);
      expect(printed.stdout).toContain('id-smime-aa-signingCertificateV2');
      expect(printed.stdout).not.toContain('signingTime');
      expect(derLength(signature.contents) * 2).toBeLessThan(COMPANY_SIGNATURE_BYTES / 2);
    }
    expect(checkCms(found[2]!.contents, () => Buffer.alloc(32)).timestampedAt).toBeInstanceOf(Date);
  });

  it('rewrites nothing: each revision is a prefix of the final file, and on its own wholly signed', async () => {
    // The first revision holds the three fields, prepared by pdf-lib; later ones only sign them.
    const { pdf } = await sealedByCompanies(seal);
    const ends = revisionEnds(pdf);
    expect(ends).toHaveLength(3);
    expect(ends.at(-1)).toBe(pdf.length);
    for (const [index, end] of ends.entries()) {
      const revision = pdf.subarray(0, end);
      expect(revision.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
      const blocks = signatureBlocks((await pdfsig(revision)).stdout);
      expect(blocks).toHaveLength(3);
      const signed = blocks.slice(0, index + 1);
      for (const block of signed) expect(block).toContain('Signature is Valid.');
      expect(signed.at(-1)).toContain('Total document signed');
      for (const block of blocks.slice(index + 1)) expect(block).toContain('The signature form field is not signed.');
    }
  });
});

describe('saveAndSign', () => {
  it('writes the bytes that appending each signature to the saved file read back would, without reading it back', async () => {
    const twoPages = async () => {
      const doc = await PDFDocument.create({ updateMetadata: false });
      for (const n of [1, 2]) doc.addPage().drawText(`Page ${n}`);
      return doc;
    };
    // A "signature" anyone can check: the digest, so both ways write the same bytes.
    const plan = ['SignetCompanySeal1', 'SignetCompanySeal2', 'SignetSeal'].map((fieldName) => ({
      sign: async (digest: Buffer) => digest,
      options: { name: fieldName, reason: 'r', location: 'l', signingTime: new Date('2026-01-02T03:04:05Z'), fieldName, signatureBytes: 512 },
    }));
    const { pdf: direct, sha256 } = await saveAndSign(await twoPages(), plan);

    const doc = await twoPages();
    for (const { options } of plan) addSignatureField(inPlace(doc), doc, options.fieldName);
    let reread = await savePdf(doc);
    for (const { sign, options } of plan) reread = await appendSignature(reread, sign, options);
    expect(direct.equals(reread)).toBe(true);
    // Each update went into the room the save left after the file, not into a copy of it.
    expect(direct.buffer.byteLength).toBeGreaterThan(direct.length);
    expect(sha256).toBe(createHash('sha256').update(direct).digest('hex'));
  });

  it('names its field apart from one the document already has (a sealed PDF sent again)', async () => {
    const plan = (signingTime: Date) => [{ sign: async (digest: Buffer) => digest, options: { name: 'n', reason: 'r', location: 'l', signingTime, fieldName: 'SignetSeal', signatureBytes: 512 } }];
    const { pdf: first } = await saveAndSign(await PDFDocument.create(), plan(new Date()));
    const { pdf: again } = await saveAndSign(await PDFDocument.load(first), plan(new Date()));
    expect((await PDFDocument.load(again)).getForm().getFields().map((field) => field.getName())).toEqual(['SignetSeal', 'SignetSeal_2']);
    expect(findSignatures(again)).toHaveLength(2);
  });
});
