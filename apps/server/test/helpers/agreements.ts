import type { OperationInput } from '@signet/contracts';
import * as contract from '@signet/contracts';
import type { TestApp } from './app.js';
import { uniqueEmail } from './accounts.js';
import { callOperation } from './call-operation.js';
import { upload } from './drive.js';
import { makePdf } from './sample-files.js';

type BodyOf<Op extends contract.JsonOperation> = NonNullable<OperationInput<Op>['body']>;

/** Uploads a PDF to the drive and returns the document as the API answers it. */
export async function uploadPdf(t: TestApp, token: string, fileName = 'contract.pdf', pages = 2) {
  return (await upload(t, token, fileName, await makePdf(pages))).result;
}

export const createAgreement = (t: TestApp, token: string, body: BodyOf<typeof contract.createAgreement>, locale?: string) =>
  callOperation(t, contract.createAgreement, { body }, { token, ...(locale ? { locale } : {}) });

export const getAgreement = (t: TestApp, token: string, flowId: bigint) => callOperation(t, contract.getAgreement, { params: { flowId } }, { token });

export const saveDraft = (t: TestApp, token: string, flowId: bigint, body: BodyOf<typeof contract.saveAgreementDraft>) =>
  callOperation(t, contract.saveAgreementDraft, { params: { flowId }, body }, { token });

export const saveFields = (t: TestApp, token: string, flowId: bigint, body: BodyOf<typeof contract.saveAgreementFields>) =>
  callOperation(t, contract.saveAgreementFields, { params: { flowId }, body }, { token });

export const sendAgreement = (t: TestApp, token: string, flowId: bigint, revision: number) =>
  callOperation(t, contract.sendAgreement, { params: { flowId }, body: { revision } }, { token });

export const signer = (name: string, email = uniqueEmail(name.split(' ')[0]?.toLowerCase())) => ({ name, email, role: 'signer' as const });
export const viewer = (name: string, email = uniqueEmail(name.split(' ')[0]?.toLowerCase())) => ({ name, email, role: 'viewer' as const });

/** A signature field for a recipient on page 1 of a document. */
export type FieldInput = BodyOf<typeof contract.saveAgreementFields>['fields'][number];

export const signatureField = (
  recipientId: bigint,
  documentId: bigint,
  extra: Partial<Omit<FieldInput, 'recipientId' | 'documentId'>> = {},
): FieldInput & { recipientId: bigint; documentId: bigint } => ({
  page: 1,
  type: 'signature',
  x: 0.1,
  y: 0.7,
  width: 0.3,
  height: 0.08,
  ...extra,
  recipientId,
  documentId,
});

/**
 * A draft ready to send: one uploaded PDF, the given recipients, and a signature
 * field for every signer. Returns the agreement as the last save answered it.
 */
export async function readyDraft(t: TestApp, token: string, body: BodyOf<typeof contract.createAgreement> & { recipients: NonNullable<BodyOf<typeof contract.createAgreement>['recipients']> }) {
  const document = await uploadPdf(t, token);
  const draft = (await createAgreement(t, token, { documents: [{ documentId: document.id }], ...body })).result;
  const [first] = draft.documents;
  if (!first) throw new Error('no document');
  const fields = draft.recipients.filter((r) => r.role === 'signer').map((r) => signatureField(r.id, first.id));
  return (await saveFields(t, token, draft.id, { revision: draft.revision, fields })).result;
}
