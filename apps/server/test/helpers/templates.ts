import type { OperationInput } from '@signet/contracts';
import * as contract from '@signet/contracts';
import type { TestApp } from './app.js';
import { buildPath } from '@signet/contracts';
import { answerOf, callOperation, uniqueIp } from './call-operation.js';
import { multipartBody } from './drive.js';
import { getAgreement, saveDraft, saveFields, signatureField, uploadPdf, type FieldInput } from './agreements.js';

type BodyOf<Op extends contract.JsonOperation> = NonNullable<OperationInput<Op>['body']>;

export const createTemplate = (t: TestApp, token: string, body: BodyOf<typeof contract.createTemplate> = {}) =>
  callOperation(t, contract.createTemplate, { body }, { token });
export const getTemplate = (t: TestApp, token: string, templateId: bigint) => callOperation(t, contract.getTemplate, { params: { templateId } }, { token });
export const listTemplates = (t: TestApp, token: string, query: NonNullable<OperationInput<typeof contract.listTemplates>['query']> = {}) =>
  callOperation(t, contract.listTemplates, { query }, { token });
export const publishTemplate = (t: TestApp, token: string, templateId: bigint, revision: number) =>
  callOperation(t, contract.publishTemplateVersion, { params: { templateId }, body: { revision } }, { token });
export const deleteTemplate = (t: TestApp, token: string, templateId: bigint) => callOperation(t, contract.deleteTemplate, { params: { templateId } }, { token });
export const useTemplate = (t: TestApp, token: string, templateId: bigint, body: BodyOf<typeof contract.useTemplate>) =>
  callOperation(t, contract.useTemplate, { params: { templateId }, body }, { token });

/** A role of a template: open (filled when used) unless a person is given. */
export const role = (roleName: string, kind: 'signer' | 'viewer' = 'signer', person?: { name: string; email: string }) => ({
  roleName,
  role: kind,
  name: person?.name ?? '',
  email: person?.email ?? '',
});

/**
 * A published template: one uploaded PDF, the given roles, a signature field per signer
 * role, plus `extraFields` (made from the working copy). Returns the template as published.
 */
export async function publishedTemplate(
  t: TestApp,
  token: string,
  roles: (Omit<ReturnType<typeof role>, 'role'> & Pick<contract.RecipientInput, 'role' | 'step' | 'group'>)[],
  options: { name?: string; signingOrder?: boolean; extraFields?: (draft: contract.Agreement) => FieldInput[] } = {},
) {
  const created = (await createTemplate(t, token, { name: options.name ?? 'Offer letter' })).result;
  const document = await uploadPdf(t, token, 'offer.pdf');
  let draft = (await getAgreement(t, token, created.draftAgreementId)).result;
  draft = (
    await saveDraft(t, token, draft.id, {
      revision: draft.revision,
      name: options.name ?? 'Offer letter',
      documents: [{ documentId: document.id }],
      recipients: roles,
      signingOrder: options.signingOrder ?? false,
      subject: 'Please sign your offer',
    })
  ).result;
  const documentId = draft.documents[0]?.id ?? 0n;
  const fields = [
    ...draft.recipients.filter((r) => r.role === 'signer').map((r, i) => signatureField(r.id, documentId, { y: 0.5 + i * 0.1 })),
    ...(options.extraFields?.(draft) ?? []),
  ];
  draft = (await saveFields(t, token, draft.id, { revision: draft.revision, fields })).result;
  const published = await publishTemplate(t, token, created.id, draft.revision);
  return published.result;
}

/** Uploads a CSV or XLSX file to check a bulk send of the template, as the web client does. */
export async function checkBulkFile(t: TestApp, token: string, templateId: bigint, fileName: string, bytes: Buffer) {
  const body = multipartBody('file', fileName, bytes);
  const res = await t.app.inject({
    method: 'POST',
    url: buildPath(contract.checkBulkSend.path, { templateId }),
    remoteAddress: uniqueIp(),
    headers: { 'content-type': body.contentType, 'x-token': token },
    payload: body.payload,
  });
  return answerOf(contract.checkBulkSend, res);
}

export const startBulk = (t: TestApp, token: string, bulkSendId: bigint, onlyValid = false) =>
  callOperation(t, contract.startBulkSend, { params: { bulkSendId }, body: { onlyValid } }, { token });
export const getBulk = (t: TestApp, token: string, bulkSendId: bigint) => callOperation(t, contract.getBulkSend, { params: { bulkSendId } }, { token });

/** Waits until every queued row of the bulk send has gone out (the worker runs the chunks). */
export async function bulkDone(t: TestApp, token: string, bulkSendId: bigint, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const bulk = (await getBulk(t, token, bulkSendId)).result;
    if (bulk.status === 'done') return bulk;
    if (Date.now() > deadline) throw new Error(`bulk send ${bulkSendId} still ${bulk.status}: ${JSON.stringify(bulk.counts)}`);
    t.worker.kick();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
