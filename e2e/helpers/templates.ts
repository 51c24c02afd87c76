import * as contract from '@signet/contracts';
import { callApi, uploadPdf } from './agreements.js';

async function ok<T>(answer: Promise<{ code: number; msg: string; data: T }>): Promise<T> {
  const envelope = await answer;
  if (envelope.code !== 200) throw new Error(`${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

/** A role: open (named each time it is used) unless a fixed person is given. */
export const role = (roleName: string, person?: { name: string; email: string }) => ({ roleName, role: 'signer' as const, name: person?.name ?? '', email: person?.email ?? '' });

/**
 * A published template made through the API: one PDF, the roles in order (signing order on),
 * a signature field per role on page 1, plus the named text fields for the first role
 * (prefill columns for bulk sends).
 */
export async function publishedTemplate(baseUrl: string, token: string, name: string, roles: ReturnType<typeof role>[], textFields: string[] = []) {
  const created = await ok(callApi(baseUrl, token, contract.createTemplate, { body: { name } }));
  const documentId = await uploadPdf(baseUrl, token, `${name}.pdf`, 1);
  let draft = await ok(callApi(baseUrl, token, contract.getAgreement, { params: { flowId: created.draftAgreementId } }));
  draft = await ok(
    callApi(baseUrl, token, contract.saveAgreementDraft, {
      params: { flowId: draft.id },
      body: { revision: draft.revision, name, documents: [{ documentId }], recipients: roles, signingOrder: true },
    }),
  );
  const page = { documentId: draft.documents[0]?.id ?? 0n, page: 1 };
  const fields = [
    ...draft.recipients.map((recipient, i) => ({ ...page, recipientId: recipient.id, type: 'signature' as const, x: 0.1 + i * 0.4, y: 0.6, width: 0.3, height: 0.08 })),
    ...textFields.map((label, i) => ({ ...page, recipientId: draft.recipients[0]?.id ?? 0n, type: 'text' as const, x: 0.1, y: 0.1 + i * 0.08, width: 0.4, height: 0.05, label, required: false })),
  ];
  draft = await ok(callApi(baseUrl, token, contract.saveAgreementFields, { params: { flowId: draft.id }, body: { revision: draft.revision, fields } }));
  return ok(callApi(baseUrl, token, contract.publishTemplateVersion, { params: { templateId: created.id }, body: { revision: draft.revision } }));
}

export function setPublicLink(baseUrl: string, token: string, templateId: bigint, enabled: boolean) {
  return ok(callApi(baseUrl, token, contract.setTemplatePublicLink, { params: { templateId }, body: { enabled, dailyLimit: null } }));
}
