import { getOutboxMessage, listOutboxMessages } from '../../src/mail/index.js';
import * as contract from '@signet/contracts';
import type { TestApp } from './app.js';
import { callOperation } from './call-operation.js';
import { companyMembers } from '../../src/db/schema/index.js';
import { signInUser } from './factories.js';
import { createAgreement, saveFields, sendAgreement, signatureField, uploadPdf } from './agreements.js';
import { newestOutboxId, uniqueEmail } from './accounts.js';
import { openLink } from './signing.js';

export const SHANGHAI = '上海示例科技有限公司';

/** A company made by a new owner, with `members` more people added as members. */
export async function companyWithMembers(t: TestApp, legalName = SHANGHAI, members = 2) {
  const owner = await signInUser(t.database.db);
  const made = await callOperation(t, contract.createCompany, { body: { displayName: '示例科技', legalName, region: 'intl', registrationNumber: null } }, { token: owner.token });
  if (made.code !== 200) throw new Error(`company ${made.code} ${made.msg}`);
  const companyId = made.result.company.id;
  const people = [];
  for (let index = 0; index < members; index += 1) {
    const person = await signInUser(t.database.db);
    await t.database.db.insert(companyMembers).values({ companyId, userId: person.user.id, role: 'member' });
    people.push(person);
  }
  return { owner, companyId, members: people };
}

/** A generated seal of `kind`, made by the owner. */
export async function makeSeal(t: TestApp, token: string, companyId: bigint, kind: contract.SealKind = 'contract', legalName = SHANGHAI) {
  const made = await callOperation(t, contract.createCompanySeal, { params: { companyId }, body: { kind, name: `${kind} seal`, face: { source: 'generated', spec: { kind, shape: kind === 'legal_rep' ? 'square' : 'round', companyName: legalName, ...(kind === 'legal_rep' ? { personName: '张三' } : {}) } } } }, { token });
  if (made.code !== 200) throw new Error(`seal ${made.code} ${made.msg} ${JSON.stringify(made.data)}`);
  return made.result.seal;
}

export const inOneYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString();

/**
 * An agreement sent by a stranger to `email`, who signs for `partyName` with a company seal field
 * (and a signature field), opened and consented: the signer's credentials and recipient id.
 */
export async function sealableAgreement(t: TestApp, input: { email: string; partyName?: string; sealKind?: contract.SealKind | null; crossPage?: boolean; pages?: number }) {
  const sender = await signInUser(t.database.db);
  const document = await uploadPdf(t, sender.token, 'contract.pdf', input.pages ?? 2);
  const created = await createAgreement(t, sender.token, {
    name: 'Supply contract',
    documents: [{ documentId: document.id }],
    recipients: [{ name: 'Party signer', email: input.email, role: 'signer', partyName: input.partyName ?? SHANGHAI, ...(input.crossPage ? { crossPageSeal: { pages: 'all', centreFromTop: 0.5 } } : {}) }],
  });
  if (created.code !== 200) throw new Error(`create ${created.code} ${created.msg} ${JSON.stringify(created.data)}`);
  const draft = created.result;
  const recipient = draft.recipients[0]!;
  const doc = draft.documents[0]!.id;
  const seal = { recipientId: recipient.id, documentId: doc, page: 1, type: 'company_seal' as const, x: 0.6, y: 0.7, width: 0.25, height: 0.18, sealKind: input.sealKind ?? null };
  const saved = await saveFields(t, sender.token, draft.id, { revision: draft.revision, fields: [signatureField(recipient.id, doc), seal] });
  if (saved.code !== 200) throw new Error(`fields ${saved.code} ${saved.msg} ${JSON.stringify(saved.data)}`);
  const sent = await sendAgreement(t, sender.token, draft.id, saved.result.revision);
  if (sent.code !== 200) throw new Error(`send ${sent.code} ${sent.msg}`);
  const { signerToken } = await openLink(t, input.email);
  await callOperation(t, contract.recordSignerConsent, { params: { flowSignerId: recipient.id }, body: { version: 'esign-consent-2026-1' } }, { signerToken, headers: { 'user-agent': 'SignetTest/1.0 (signer)' } });
  return { sender, agreementId: draft.id, recipientId: recipient.id, signatureFieldId: saved.result.fields.find((field) => field.type === 'signature')!.id, auth: { signerToken, headers: { 'user-agent': 'SignetTest/1.0 (signer)' } } };
}

/** Mails a seal code to the signer and reads it from the outbox. */
export async function mailedSealCode(t: TestApp, sealed: { recipientId: bigint; auth: { signerToken: string } }, sealId: bigint, email: string) {
  const afterId = await newestOutboxId(t, email);
  const sent = await callOperation(t, contract.sendSealCode, { params: { flowSignerId: sealed.recipientId, sealId } }, sealed.auth);
  if (sent.code !== 200) return { sent, code: null };
  // Another mail may land beside it (a request's decision, queued earlier): the code's mail is the one whose subject names a code.
  const deadline = Date.now() + 60_000;
  for (;;) {
    for (const listed of await listOutboxMessages(t.database.db, { to: email, limit: 10 })) {
      if (listed.id <= afterId || !/code|验证码/.test(listed.subject)) continue;
      const mail = await getOutboxMessage(t.database.db, listed.id);
      const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
      if (code) return { sent, code };
    }
    if (Date.now() > deadline) throw new Error(`no seal code mailed to ${email}`);
    t.worker.kick();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export { uniqueEmail };
