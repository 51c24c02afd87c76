import * as contract from '@signet/contracts';
import { buildPath, parseJson, stringifyJson, type Agreement, type JsonOperation, type OperationInput, type OperationResult } from '@signet/contracts';
import { makePdf } from '../../apps/server/test/helpers/sample-files.js';
import { createAccount } from './accounts.js';

interface Envelope<T> {
  code: number;
  data: T;
  msg: string;
}

export type ApiAgreement = Agreement;

/**
 * Calls an operation as the signed-in sender, its path from the contract; answers the whole
 * envelope so tests can assert refusals, with the data parsed by the response schema on success.
 */
export async function callApi<Op extends JsonOperation>(baseUrl: string, token: string, operation: Op, input: OperationInput<Op> = {}): Promise<Envelope<OperationResult<Op>>> {
  const res = await fetch(baseUrl + buildPath(operation.path, input.params), {
    method: operation.method,
    headers: { 'x-token': token, ...(input.body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(input.body === undefined ? {} : { body: stringifyJson(input.body) }),
  });
  const envelope = parseJson(await res.text()) as Envelope<unknown>;
  return { ...envelope, data: (envelope.code === 200 ? operation.response.parse(envelope.data) : envelope.data) as OperationResult<Op> };
}

async function ok<T>(answer: Promise<Envelope<T>>): Promise<T> {
  const envelope = await answer;
  if (envelope.code !== 200) throw new Error(`${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

export async function uploadPdf(baseUrl: string, token: string, name: string, pages = 1): Promise<bigint> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await makePdf(pages))], { type: 'application/pdf' }), name);
  const res = await fetch(baseUrl + contract.uploadDocument.path, { method: 'POST', headers: { 'x-token': token }, body: form });
  const envelope = parseJson(await res.text()) as Envelope<{ id: bigint }>;
  if (envelope.code !== 200) throw new Error(`upload: ${envelope.code} ${envelope.msg}`);
  return envelope.data.id;
}

export function getAgreement(baseUrl: string, token: string, flowId: bigint | string) {
  return ok(callApi(baseUrl, token, contract.getAgreement, { params: { flowId } }));
}

/** A draft ready to send: one PDF, the given signers (and viewers), a signature field for each signer on page 1. */
export async function createReadyDraft(
  baseUrl: string,
  token: string,
  signers: { name: string; email: string }[],
  subject = '',
  options: { signingOrder?: boolean; viewers?: { name: string; email: string }[]; expiresAt?: string; reminders?: contract.Reminders | null } = {},
) {
  const documentId = await uploadPdf(baseUrl, token, 'Offer.pdf', 2);
  const draft = await ok(
    callApi(baseUrl, token, contract.createAgreement, { body: {
      documents: [{ documentId }],
      recipients: [...signers.map((signer) => ({ ...signer, role: 'signer' as const })), ...(options.viewers ?? []).map((viewer) => ({ ...viewer, role: 'viewer' as const }))],
      subject,
      signingOrder: options.signingOrder ?? false,
      ...(options.expiresAt ? { expiresAt: options.expiresAt } : {}),
      ...(options.reminders !== undefined ? { reminders: options.reminders } : {}),
    } }),
  );
  const document = draft.documents[0];
  if (!document) throw new Error('no document');
  return ok(
    callApi(baseUrl, token, contract.saveAgreementFields, { params: { flowId: draft.id }, body: {
      revision: draft.revision,
      fields: draft.recipients.filter((recipient) => recipient.role === 'signer').map((recipient, index) => ({
        recipientId: recipient.id,
        documentId: document.id,
        page: 1,
        type: 'signature' as const,
        x: 0.1,
        y: 0.2 + index * 0.1,
        width: 0.3,
        height: 0.06,
      })),
      draftStep: 3,
    } }),
  );
}

export function sendDraft(baseUrl: string, token: string, draft: { id: bigint; revision: number }) {
  return callApi(baseUrl, token, contract.sendAgreement, { params: { flowId: draft.id }, body: { revision: draft.revision } });
}

export function notifySigners(baseUrl: string, token: string, flowId: bigint, scope: 'all' | 'next') {
  return callApi(baseUrl, token, contract.notifySigners, { params: { flowId }, body: { scope } });
}

/** The personal signing link in the newest mail's text. */
export function signingLinkIn(text: string | null): string {
  const link = /https?:\/\/\S+\/sign\/start\/\d+\/noticeView\/\d+\?t=[\w-]+/.exec(text ?? '')?.[0];
  if (!link) throw new Error('no signing link in the mail');
  return link;
}

/** A field for createDraftWithFields: which signer (index in the list) and where on page 1 of the PDF. */
export interface DraftField {
  signer: number;
  type: 'signature' | 'initials' | 'date_signed' | 'name' | 'email' | 'text' | 'checkbox';
  x: number;
  y: number;
  width: number;
  height: number;
  required?: boolean;
  label?: string;
  defaultValue?: string | null;
  readOnly?: boolean;
}

/** A draft ready to send: one 2-page PDF, the given signers, and exactly the given fields on page 1. */
export async function createDraftWithFields(baseUrl: string, token: string, signers: { name: string; email: string }[], fields: DraftField[], subject = '') {
  const documentId = await uploadPdf(baseUrl, token, 'Offer.pdf', 2);
  const draft = await ok(
    callApi(baseUrl, token, contract.createAgreement, { body: {
      documents: [{ documentId }],
      recipients: signers.map((signer) => ({ ...signer, role: 'signer' as const })),
      subject,
      signingOrder: false,
    } }),
  );
  const document = draft.documents[0];
  if (!document) throw new Error('no document');
  return ok(
    callApi(baseUrl, token, contract.saveAgreementFields, { params: { flowId: draft.id }, body: {
      revision: draft.revision,
      fields: fields.map(({ signer, ...field }) => {
        const recipient = draft.recipients[signer];
        if (!recipient) throw new Error(`no signer ${signer}`);
        return { ...field, recipientId: recipient.id, documentId: document.id, page: 1 };
      }),
      draftStep: 3,
    } }),
  );
}

/**
 * A new free sender who has used both of the plan's signature requests, with a third draft
 * ready to send ("Offer letter"): the send the plan-exceeded dialog refuses.
 */
export async function senderOutOfRequests(baseUrl: string) {
  const sender = await createAccount(baseUrl, 'Lena Ortiz');
  const signer = { name: 'Ann Lee', email: `ann-${Date.now()}@example.com` };
  for (let i = 0; i < 2; i += 1) {
    const sent = await sendDraft(baseUrl, sender.token, await createReadyDraft(baseUrl, sender.token, [signer]));
    if (sent.code !== 200) throw new Error(`send ${i + 1}: ${sent.code} ${sent.msg}`);
  }
  const refused = await createReadyDraft(baseUrl, sender.token, [signer], 'Offer letter');
  return { sender, refused };
}
