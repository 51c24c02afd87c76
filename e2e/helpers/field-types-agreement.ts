import * as contract from '@signet/contracts';
import { expect } from 'vitest';
import type { z } from 'zod';
import { createAccount } from './accounts.js';
import { callApi, sendDraft, signingLinkIn, uploadPdf } from './agreements.js';
import type { Browser } from 'playwright-core';
import { signInContext } from './accounts.js';
import { waitForMail } from './outbox.js';

type FieldInput = Omit<z.input<typeof contract.ZFieldInput>, 'recipientId' | 'documentId' | 'page'>;

const box = (y: number, height = 0.03, x = 0.1, width = 0.35) => ({ x, y, width, height });

/**
 * One field of every kind issue 36 added, down page 1 in reading order, each required but the
 * checkbox: a label, a checkbox that shows a text field ("Company") when ticked, then number, date,
 * dropdown, radio group (two boxes), phone, multi-line text, attachment, stamp and a signature.
 */
export const TYPED_FIELDS: FieldInput[] = [
  { type: 'label', ...box(0.04, 0.025, 0.1, 0.5), readOnly: true, defaultValue: 'Part 2: your details' },
  { type: 'checkbox', ...box(0.09, 0.02, 0.1, 0.03), required: false, key: 'has_company', label: 'I sign for a company' },
  { type: 'text', ...box(0.13), label: 'Company', showIf: { key: 'has_company', equals: 'true' } },
  { type: 'number', ...box(0.19), label: 'Hours per week', helpText: 'Up to 60, halves allowed.', validation: { min: 0, max: 60, decimals: 1 } },
  { type: 'date', ...box(0.25), label: 'Start date' },
  { type: 'dropdown', ...box(0.31), label: 'Office', options: [{ value: 'Berlin' }, { value: 'Shanghai' }] },
  {
    type: 'radio',
    ...box(0.37, 0.025, 0.1, 0.2),
    label: 'Contract',
    options: [
      { value: 'Full time', box: box(0.37, 0.025, 0.1, 0.025) },
      { value: 'Part time', box: box(0.37, 0.025, 0.275, 0.025) },
    ],
  },
  { type: 'phone', ...box(0.43), label: 'Mobile' },
  { type: 'textarea', ...box(0.49, 0.07), label: 'Address' },
  { type: 'attachment', ...box(0.6), label: 'Passport copy' },
  { type: 'stamp', ...box(0.66, 0.08, 0.1, 0.2), label: 'Stamp' },
  { type: 'signature', ...box(0.8, 0.06) },
];

const uniqueEmail = (who: string) => `${who}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;

/** An agreement with TYPED_FIELDS sent to a fresh signer (Ann Lee); answers the mailed link and how to read the agreement. */
export async function sendTypedFieldsAgreement(url: string) {
  const sender = await createAccount(url, 'Dana Park');
  const signer = { name: 'Ann Lee', email: uniqueEmail('ann') };
  const documentId = await uploadPdf(url, sender.token, 'Offer.pdf', 2);
  const created = await callApi(url, sender.token, contract.createAgreement, {
    body: { documents: [{ documentId }], recipients: [{ ...signer, role: 'signer' }], subject: 'Offer letter', signingOrder: false },
  });
  expect(created.code, created.msg).toBe(200);
  const draft = created.data;
  const recipientId = draft.recipients[0]!.id;
  const saved = await callApi(url, sender.token, contract.saveAgreementFields, {
    params: { flowId: draft.id },
    body: { revision: draft.revision, fields: TYPED_FIELDS.map((field) => ({ ...field, recipientId, documentId: draft.documents[0]!.id, page: 1 })), draftStep: 3 },
  });
  expect(saved.code, saved.msg).toBe(200);
  const sentAt = new Date(Date.now() - 1000);
  expect((await sendDraft(url, sender.token, saved.data)).code).toBe(200);
  const link = signingLinkIn((await waitForMail(url, signer.email, { after: sentAt })).text);
  return { link, status: async () => (await callApi(url, sender.token, contract.getAgreement, { params: { flowId: draft.id } })).data.status };
}

async function ok<T>(answer: Promise<{ code: number; msg: string; data: T }>): Promise<T> {
  const envelope = await answer;
  expect(envelope.code, envelope.msg).toBe(200);
  return envelope.data;
}

/**
 * TYPED_FIELDS on a published template for the open role "Employee" (made through the API; the
 * editor's own browser test places every kind by hand), then used in the sender's browser: the
 * employee named, "Hours per week" and "Address" prefilled, and sent. Answers the mailed link, the
 * agreement's id and how to read it.
 */
export async function sendTypedFieldsFromTemplate(url: string, browser: Browser) {
  const sender = await createAccount(url, 'Dana Park');
  const signer = { name: 'Ann Lee', email: uniqueEmail('ann') };
  const template = await ok(callApi(url, sender.token, contract.createTemplate, { body: { name: 'Offer letter' } }));
  const documentId = await uploadPdf(url, sender.token, 'Offer.pdf', 2);
  let draft = await ok(callApi(url, sender.token, contract.getAgreement, { params: { flowId: template.draftAgreementId } }));
  draft = await ok(
    callApi(url, sender.token, contract.saveAgreementDraft, {
      params: { flowId: draft.id },
      body: { revision: draft.revision, name: 'Offer letter', documents: [{ documentId }], recipients: [{ roleName: 'Employee', role: 'signer', name: '', email: '' }] },
    }),
  );
  const recipientId = draft.recipients[0]!.id;
  draft = await ok(
    callApi(url, sender.token, contract.saveAgreementFields, {
      params: { flowId: draft.id },
      body: { revision: draft.revision, fields: TYPED_FIELDS.map((field) => ({ ...field, recipientId, documentId: draft.documents[0]!.id, page: 1 })) },
    }),
  );
  await ok(callApi(url, sender.token, contract.publishTemplateVersion, { params: { templateId: template.id }, body: { revision: draft.revision } }));

  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await signInContext(context, sender.token);
  const page = await context.newPage();
  await page.goto(`${url}/templates/${String(template.id)}/use`);
  const employee = page.getByTestId('role-fill').first();
  await employee.getByLabel('Name').fill(signer.name);
  await employee.getByLabel('E-mail').fill(signer.email);
  await page.getByLabel('Hours per week · Employee').fill('20');
  await page.getByLabel('Address · Employee').fill('Unknown yet');
  const sentAt = new Date(Date.now() - 1000);
  await page.getByTestId('use-send').click();
  await page.waitForURL(/\/agreement\/\d+$/);
  const flowId = BigInt(/\/agreement\/(\d+)$/.exec(page.url())![1]!);
  await context.close();
  const link = signingLinkIn((await waitForMail(url, signer.email, { after: sentAt })).text);
  const agreement = async () => ok(callApi(url, sender.token, contract.getAgreement, { params: { flowId } }));
  return { link, flowId, token: sender.token, agreement, status: async () => (await agreement()).status };
}
