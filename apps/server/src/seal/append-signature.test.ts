import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFRef } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfsig, qpdfCheck } from '../../test/helpers/completion.js';
import { appendSignature } from './append-signature.js';
import { signCms } from './cms-sign.js';
import { generateSealCertificate } from './generate-seal-certificate.js';
import { identityFromPem } from './seal-identity.js';

const made = generateSealCertificate('Append test');
const identity = identityFromPem(made.certificatePem, made.privateKeyPem);
const sign = (contentDigest: Buffer) => signCms({ identity, contentDigest });
const options = (fieldName: string, name = 'Append test') => ({ name, reason: 'test', location: 'here', signingTime: new Date('2026-05-06T07:08:09Z'), fieldName });

/** A one-page PDF as pdf-lib saves it; `prepare` may add a form first. */
async function pdfWith(prepare: (doc: PDFDocument) => void = () => {}, useObjectStreams = false): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText('A page to sign');
  prepare(doc);
  return Buffer.from(await doc.save({ useObjectStreams }));
}

/** Signs `pdf` once per name, checking that each update only appends and that every tool accepts the result. */
async function signInTurn(pdf: Buffer, names: string[]): Promise<Buffer> {
  const original = Buffer.from(pdf);
  let current = pdf;
  for (const name of names) {
    const next = await appendSignature(current, sign, options(name));
    expect(next.subarray(0, current.length).equals(current)).toBe(true);
    current = next;
  }
  expect(pdf.equals(original)).toBe(true);
  const qpdf = await qpdfCheck(current);
  expect(qpdf.stdout + qpdf.stderr).toContain('No syntax or stream encoding errors found');
  expect(qpdf.stderr).toBe('');
  const report = (await pdfsig(current)).stdout;
  expect(report.match(/Signature is Valid\./g)).toHaveLength(names.length);
  expect(report.match(/Total document signed/g)).toHaveLength(1);
  return current;
}

const fieldNames = async (pdf: Buffer) => (await PDFDocument.load(pdf)).getForm().getFields().map((field) => field.getName());

describe('appendSignature', () => {
  it('continues a file whose cross-reference is a table with a table, and one whose cross-reference is a stream with a stream', async () => {
    const table = await pdfWith();
    const fromTable = await signInTurn(table, ['First', 'Second']);
    expect(fromTable.subarray(table.length).toString('latin1')).toMatch(/^xref$/m);
    expect(fromTable.subarray(table.length).toString('latin1')).not.toContain('/XRef');

    const stream = await pdfWith(() => {}, true);
    expect(stream.toString('latin1')).toContain('/Type /XRef');
    const fromStream = await signInTurn(stream, ['First', 'Second']);
    const appended = fromStream.subarray(stream.length).toString('latin1');
    expect(appended.match(/\/Type \/XRef/g)).toHaveLength(2);
    expect(appended).not.toMatch(/^xref$/m);
  });

  it('continues a file whose startxref points at the end of line before its xref, as some writers leave it', async () => {
    const saved = await pdfWith();
    const text = saved.toString('latin1');
    const offset = Number(/startxref\n(\d+)\n%%EOF$/.exec(text)?.[1]);
    expect(text.slice(offset - 1, offset + 4)).toBe('\nxref');
    const loose = Buffer.from(text.replace(/startxref\n\d+\n%%EOF$/, `startxref\n${offset - 1}\n%%EOF`), 'latin1');
    const signed = await appendSignature(loose, sign, options('SignetSeal'));
    expect((await pdfsig(signed)).stdout).toContain('Signature is Valid.');
    expect(signed.toString('latin1')).toContain(`/Prev ${offset - 1}`);
  });

  it('adds its field to a form in its own object, a form written inline in the catalog, or one an earlier update added', async () => {
    const ownObject = await pdfWith((doc) => doc.getForm().createTextField('reference').addToPage(doc.getPage(0)));
    expect(await fieldNames(await signInTurn(ownObject, ['CompanySeal1', 'SignetSeal']))).toEqual(['reference', 'CompanySeal1', 'SignetSeal']);

    const inline = await pdfWith((doc) => {
      doc.getForm().createTextField('reference').addToPage(doc.getPage(0));
      const formRef = doc.catalog.get(PDFName.of('AcroForm')) as PDFRef;
      doc.catalog.set(PDFName.of('AcroForm'), doc.context.lookup(formRef, PDFDict));
      doc.context.delete(formRef);
    });
    expect(inline.toString('latin1')).toMatch(/\/AcroForm <</);
    expect(await fieldNames(await signInTurn(inline, ['CompanySeal1', 'SignetSeal']))).toEqual(['reference', 'CompanySeal1', 'SignetSeal']);

    // No form at first: the first update adds one to the catalog, the second finds it there.
    expect(await fieldNames(await signInTurn(await pdfWith(), ['CompanySeal1', 'CompanySeal2', 'SignetSeal']))).toEqual(['CompanySeal1', 'CompanySeal2', 'SignetSeal']);
  });

  it('adds its widget to a page whose /Annots is an object of its own', async () => {
    const pdf = await pdfWith((doc) => {
      const page = doc.getPage(0);
      page.node.set(PDFName.of('Annots'), doc.context.register(doc.context.obj([])));
    });
    const signed = await signInTurn(pdf, ['SignetSeal']);
    const doc = await PDFDocument.load(signed);
    const annots = doc.getPage(0).node.get(PDFName.of('Annots'));
    expect(annots).toBeInstanceOf(PDFRef);
    expect(doc.context.lookup(annots, PDFArray).size()).toBe(1);
  });

  it('writes a Chinese signer name as UTF-16, and refuses a field name the form already has', async () => {
    const pdf = await appendSignature(await pdfWith(), sign, options('CompanySeal1', '北京示例科技有限公司'));
    const doc = await PDFDocument.load(pdf);
    const [field] = doc.getForm().getFields();
    const signature = field!.acroField.dict.lookup(PDFName.of('V'), PDFDict);
    expect(signature.lookup(PDFName.of('Name'), PDFHexString).decodeText()).toBe('北京示例科技有限公司');
    const before = Buffer.from(pdf);
    await expect(appendSignature(pdf, sign, options('CompanySeal1'))).rejects.toThrow(/already signed/);
    await expect(appendSignature(pdf, sign, options('Company seal'))).rejects.toThrow(/letters, digits/);
    expect(pdf.equals(before)).toBe(true);
  });
});
