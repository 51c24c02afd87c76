import { PDFDocument, StandardFonts } from 'pdf-lib';
import { generateCompanyCa } from '../../src/seal/company-ca.js';
import type { CertifiedCompany } from '../../src/seal/company-identity.js';
import { issueCompanyCertificate } from '../../src/seal/issue-company-certificate.js';
import { identityFromPem, type SealIdentity } from '../../src/seal/seal-identity.js';
import { sealPdf } from '../../src/seal/seal-pdf.js';
import { runOnFiles } from './run-tool.js';

export const CHINESE_COMPANY: CertifiedCompany = { id: 101n, legalName: '北京示例科技有限公司', registrationNumber: '91110000MA01ABCD2X', region: 'cn' };
export const ACME: CertifiedCompany = { id: 102n, legalName: 'ACME Trading Ltd', registrationNumber: 'HRB 12345', region: 'intl' };

type SigningCompany = { company: CertifiedCompany; identity: SealIdentity };

/** A deployment CA and two companies' identities it issued (in memory; the database keeps them in production). */
export function companyIdentities(): { ca: SealIdentity; companies: SigningCompany[] } {
  const made = generateCompanyCa();
  const ca = identityFromPem(made.certificatePem, made.privateKeyPem);
  const companies = [CHINESE_COMPANY, ACME].map((company) => {
    const issued = issueCompanyCertificate(ca, company);
    return { company, identity: { ...identityFromPem(issued.certificatePem, issued.privateKeyPem), chain: [ca.certificate] } };
  });
  return { ca, companies };
}

/**
 * A two-page agreement sealed by two companies (the Chinese company and ACME unless `companies`
 * says which), then by `seal` (with a timestamp when `tsaUrl` is set).
 */
export async function sealedByCompanies(seal: SealIdentity, options: { tsaUrl?: string | null; withForm?: boolean; companies?: SigningCompany[] } = {}) {
  const issued = options.companies ? null : companyIdentities();
  const companies = options.companies ?? issued?.companies ?? [];
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const n of [1, 2]) doc.addPage().drawText(`Agreement page ${n}`, { x: 72, y: 720, size: 14, font });
  if (options.withForm) doc.getForm().createTextField('reference').addToPage(doc.getPage(1), { x: 72, y: 600 });
  const signingTime = new Date('2026-03-04T05:06:07Z');
  const sealed = await sealPdf(doc, {
    identity: seal,
    tsaUrl: options.tsaUrl ?? null,
    signingTime,
    reason: 'Sealed by Signet: Supply agreement',
    location: 'https://signet.example',
    companySigners: companies.map(({ company, identity }) => ({ identity, name: company.legalName, reason: 'Company seal', location: 'https://signet.example' })),
  });
  return { ...sealed, ca: issued?.ca ?? null, companies, signingTime };
}

// For each signature widget: its field name, MuPDF's digest check, and how many updates ago a change it does not allow was made (0: none).
const MUPDF_SCRIPT = `
var doc = new PDFDocument(scriptArgs[0]);
var widgets = doc.loadPage(0).getWidgets();
for (var i = 0; i < widgets.length; i++) {
  var w = widgets[i];
  if (w.getFieldType() === 'signature') print(w.getLabel() + ' digest=' + w.checkDigest() + ' changes=' + w.validateSignature());
}
`;

/** MuPDF's view of a PDF's signatures: `mutool sign -v`, and its change check per signature (`mutool run`). */
export async function mutoolSignatures(pdf: Buffer): Promise<{ verify: string; fields: string[] }> {
  const verify = await runOnFiles({ 'file.pdf': pdf }, 'mutool', (p) => ['sign', '-v', p['file.pdf']!]);
  const fields = await runOnFiles({ 'file.pdf': pdf, 'check.js': MUPDF_SCRIPT }, 'mutool', (p) => ['run', p['check.js']!, p['file.pdf']!]);
  return { verify: verify.stdout + verify.stderr, fields: fields.stdout.trim().split('\n') };
}

/** The end of each signature's revision: where its ByteRange stops, oldest first. */
export function revisionEnds(pdf: Buffer): number[] {
  return [...pdf.toString('latin1').matchAll(/\/ByteRange \[0 (\d+) (\d+) (\d+)\]/g)].map((match) => Number(match[2]) + Number(match[3]));
}
