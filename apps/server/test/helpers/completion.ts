import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { PDFDocument, degrees, StandardFonts } from 'pdf-lib';
import * as contract from '@signet/contracts';
import { parseJson } from '@signet/contracts';
import { users } from '../../src/db/schema/index.js';
import { uniqueEmail, uniqueIp } from './accounts.js';
import { createAgreement, getAgreement, saveFields, sendAgreement, signer, viewer, type FieldInput } from './agreements.js';
import type { TestApp } from './app.js';
import { answerOf, fetchFile, type Caller } from './call-operation.js';
import { multipartBody, signInOnPlan, upload } from './drive.js';
import { consent, openLink, signaturePng, submit, type Sent } from './signing.js';

const run = promisify(execFile);

/**
 * Four A4 pages turned 0, 90, 180 and 270 degrees; page 2 also has a CropBox that
 * does not start at 0,0, as scanners and imposition tools leave it.
 */
export async function makeRotatedPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const [index, angle] of [0, 90, 180, 270].entries()) {
    const page = doc.addPage([595.28, 841.89]);
    page.drawText(`Original page ${index + 1}`, { x: 72, y: 760, size: 14, font });
    page.setRotation(degrees(angle));
    if (index === 1) page.setCropBox(20, 30, 555.28, 791.89);
  }
  return Buffer.from(await doc.save());
}

/** Runs a poppler or qpdf tool on bytes written to a temporary file. */
export async function onPdf(pdf: Buffer, tool: string, args: (file: string) => string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'signet-pdf-'));
  const file = path.join(dir, 'file.pdf');
  try {
    await writeFile(file, pdf);
    const result = await run(tool, args(file), { maxBuffer: 64 * 1024 * 1024 }).then(
      (out) => ({ code: 0, ...out }),
      (error: { code?: number; stdout?: string; stderr?: string }) => ({ code: error.code ?? 1, stdout: error.stdout ?? '', stderr: error.stderr ?? '' }),
    );
    return result;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export const pdfsig = (pdf: Buffer) => onPdf(pdf, 'pdfsig', (file) => [file]);
export const qpdfCheck = (pdf: Buffer) => onPdf(pdf, 'qpdf', (file) => ['--check', file]);
export const pdftotext = (pdf: Buffer, page?: number) =>
  onPdf(pdf, 'pdftotext', (file) => [...(page ? ['-f', String(page), '-l', String(page)] : []), '-enc', 'UTF-8', file, '-']).then((r) => r.stdout);
/** The text as laid out, one string per line with runs of spaces made one: "Label value" as on the page. */
export const pdfLayoutLines = async (pdf: Buffer) =>
  (await onPdf(pdf, 'pdftotext', (file) => ['-layout', '-enc', 'UTF-8', file, '-'])).stdout
    .split('\n')
    .map((line) => line.trim().replace(/\s+/g, ' '))
    .filter(Boolean);

type Field = FieldInput;

/** signedAgreement's usual fields: one signature each for the two signers, side by side on page 1. */
export const signatureEach = ([a, b]: [bigint, bigint, ...bigint[]], documentId: bigint): Field[] => [
  { recipientId: a, documentId, page: 1, type: 'signature', x: 0.1, y: 0.7, width: 0.3, height: 0.08 },
  { recipientId: b, documentId, page: 1, type: 'signature', x: 0.5, y: 0.7, width: 0.3, height: 0.08 },
];

export interface SignedAgreement {
  me: Awaited<ReturnType<typeof signInOnPlan>>;
  agreement: Sent;
  signers: { email: string; name: string; id: bigint; signerToken: string }[];
  viewerEmail: string;
}

/**
 * A sender (in `locale`) sends one uploaded PDF to two signers and a viewer with the
 * given fields per signer (index 0 or 1), and both sign with the given values.
 */
export async function signedAgreement(
  t: TestApp,
  options: {
    pdf: Buffer;
    name: string;
    locale?: 'en-US' | 'zh-CN';
    signerNames?: [string, string, ...string[]];
    /** Documents after the first (issue 36), named `<name> <n>`; `fields` gets every document's id third. */
    morePdfs?: Buffer[];
    fields: (signers: [bigint, bigint, ...bigint[]], documentId: bigint, documentIds: bigint[]) => Field[];
    values: (type: string, signerIndex: number) => string | undefined;
    /** Signers who sign for a company (issue 34): their e-mail (a member's), the company and its cross-page seal. */
    parties?: ({ email: string; partyName: string; crossPageSeal?: { pages: string; centreFromTop: number } } | null)[];
    /** Runs for each signer after consent, before they submit (to apply a company seal, say). */
    beforeSubmit?: (recipient: { id: bigint; email: string }, signerToken: string) => Promise<void>;
  },
): Promise<SignedAgreement> {
  const me = await signInOnPlan(t, 'individual');
  if (options.locale) await t.database.db.update(users).set({ locale: options.locale }).where(eq(users.id, me.user.id));
  const uploaded = (await upload(t, me.token, `${options.name}.pdf`, options.pdf)).result;
  const more = [];
  for (const [index, pdf] of (options.morePdfs ?? []).entries()) more.push((await upload(t, me.token, `${options.name} ${index + 2}.pdf`, pdf)).result);
  const names = options.signerNames ?? ['Ann Lee', 'Bob Stone'];
  const recipients = [
    ...names.map((name, index) => {
      const party = options.parties?.[index];
      return party ? { ...signer(name, party.email), partyName: party.partyName, ...(party.crossPageSeal ? { crossPageSeal: party.crossPageSeal } : {}) } : signer(name, uniqueEmail(`signer${index + 1}`));
    }),
    viewer('Vic Viewer'),
  ];
  const created = await createAgreement(t, me.token, { name: options.name, documents: [uploaded, ...more].map((document) => ({ documentId: document.id })), recipients, signingOrder: true });
  const draft = created.result;
  const ids = draft.recipients.filter((r) => r.role === 'signer').map((r) => r.id);
  const documentId = draft.documents[0]?.id;
  if (ids.length < 2 || documentId === undefined) throw new Error('draft incomplete');
  const saved = await saveFields(t, me.token, draft.id, { revision: draft.revision, fields: options.fields(ids as [bigint, bigint, ...bigint[]], documentId, draft.documents.map((document) => document.id)) });
  const sent = await sendAgreement(t, me.token, draft.id, saved.result.revision);
  const agreement = sent.result;
  const image = await signaturePng();
  const signers: SignedAgreement['signers'] = [];
  for (const [index, recipient] of agreement.recipients.filter((r) => r.role === 'signer').entries()) {
    const { signerToken } = await openLink(t, recipient.email);
    await consent(t, recipient.id, { signerToken });
    await options.beforeSubmit?.(recipient, signerToken);
    const mine = agreement.fields.filter((field) => field.recipientId === recipient.id);
    const body = mine.flatMap((field): { fieldId: bigint; image?: string; text?: string; checked?: boolean }[] => {
      if (field.type === 'signature' || field.type === 'initials') return [{ fieldId: field.id, image }];
      if (field.type === 'date_signed' || field.type === 'email' || field.type === 'company_seal') return [];
      const value = options.values(field.type, index);
      if (value === undefined) return [];
      return field.type === 'checkbox' ? [{ fieldId: field.id, checked: value === 'true' }] : [{ fieldId: field.id, text: value }];
    });
    const signed = await submit(t, recipient.id, { signerToken }, body);
    if (signed.code !== 200) throw new Error(`submit answered ${signed.code} ${signed.msg} ${JSON.stringify(signed.data)}`);
    signers.push({ email: recipient.email, name: recipient.name, id: recipient.id, signerToken });
  }
  return { me, agreement, signers, viewerEmail: agreement.recipients.find((r) => r.role === 'viewer')?.email ?? '' };
}

/** Waits for the worker to seal: the agreement as the sender reads it once it left 'waiting'. */
export async function waitForSealing(t: TestApp, token: string, flowId: bigint, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const agreement = (await getAgreement(t, token, flowId)).result;
    if (agreement.status !== 'waiting') return agreement;
    if (Date.now() > deadline) throw new Error('sealing did not finish');
    t.worker.kick();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function downloadFinal<Op extends contract.FileOperation>(t: TestApp, operation: Op, input: Pick<contract.OperationInput<Op>, 'params' | 'query'>, caller: Caller = {}) {
  const res = await fetchFile(t, operation, input, caller);
  return { status: res.statusCode, headers: res.headers, body: res.rawPayload, json: () => parseJson(res.body) as { code: number } };
}

/** POST /v1/verify with a PDF, as anyone (no sign-in). */
export async function verify(t: TestApp, pdf: Buffer, ip = uniqueIp()) {
  const body = multipartBody('file', 'check.pdf', pdf);
  const res = await t.app.inject({ method: 'POST', url: contract.verifyDocument.path, headers: { 'content-type': body.contentType }, payload: body.payload, remoteAddress: ip });
  return answerOf(contract.verifyDocument, res);
}
