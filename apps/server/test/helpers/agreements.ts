import type { TestApp } from './app.js';
import { call, uniqueEmail } from './accounts.js';
import { upload } from './drive.js';
import { makePdf } from './sample-files.js';

type Body = Record<string, unknown>;

/** Uploads a PDF to the drive and returns the document as the API answers it. */
export async function uploadPdf(t: TestApp, token: string, fileName = 'contract.pdf', pages = 2) {
  const res = await upload(t, token, fileName, await makePdf(pages));
  if (res.code !== 200) throw new Error(`upload answered ${res.code} ${res.msg}`);
  return res.data as { id: bigint; name: string; pageCount: number; pdf: { sha256: string }; original: { sha256: string } };
}

export const createAgreement = (t: TestApp, token: string, body: Body, locale?: string) =>
  call(t, { method: 'POST', url: '/v1/sign/flows', body, token, ...(locale ? { locale } : {}) });

export const getAgreement = (t: TestApp, token: string, flowId: bigint) => call(t, { method: 'GET', url: `/v1/sign/flows/${flowId}`, token });

export const saveDraft = (t: TestApp, token: string, flowId: bigint, body: Body) =>
  call(t, { method: 'PUT', url: `/v1/sign/flows/${flowId}`, body, token });

export const saveFields = (t: TestApp, token: string, flowId: bigint, body: Body) =>
  call(t, { method: 'PUT', url: `/v1/sign/flows/${flowId}/fields`, body, token });

export const sendAgreement = (t: TestApp, token: string, flowId: bigint, revision: number) =>
  call(t, { method: 'POST', url: `/v1/sign/flows/${flowId}/send`, body: { revision }, token });

export const signer = (name: string, email = uniqueEmail(name.split(' ')[0]?.toLowerCase())) => ({ name, email, role: 'signer' as const });
export const viewer = (name: string, email = uniqueEmail(name.split(' ')[0]?.toLowerCase())) => ({ name, email, role: 'viewer' as const });

/** A signature field for a recipient on page 1 of a document. */
export const signatureField = (recipientId: bigint, documentId: bigint, extra: Body = {}) => ({
  recipientId,
  documentId,
  page: 1,
  type: 'signature',
  x: 0.1,
  y: 0.7,
  width: 0.3,
  height: 0.08,
  ...extra,
});

type Recipient = { id: bigint; role: string; email: string; name: string; order: number };
type AgreementData = { id: bigint; revision: number; documents: { id: bigint }[]; recipients: Recipient[]; fields: unknown[] };

/**
 * A draft ready to send: one uploaded PDF, the given recipients, and a signature
 * field for every signer. Returns the agreement as the last save answered it.
 */
export async function readyDraft(t: TestApp, token: string, body: Body & { recipients: unknown[] }): Promise<AgreementData> {
  const document = await uploadPdf(t, token);
  const created = await createAgreement(t, token, { documents: [{ documentId: document.id }], ...body });
  if (created.code !== 200) throw new Error(`create answered ${created.code} ${created.msg}`);
  const draft = created.data as AgreementData;
  const [first] = draft.documents;
  if (!first) throw new Error('no document');
  const fields = draft.recipients.filter((r) => r.role === 'signer').map((r) => signatureField(r.id, first.id));
  const saved = await saveFields(t, token, draft.id, { revision: draft.revision, fields });
  if (saved.code !== 200) throw new Error(`saveFields answered ${saved.code} ${saved.msg}`);
  return saved.data as AgreementData;
}
