import { expect } from 'vitest';
import { createAccount } from './accounts.js';
import { createDraftWithFields, createReadyDraft, sendDraft, signingLinkIn, type DraftField } from './agreements.js';
import { waitForMail } from './outbox.js';

const uniqueEmail = (who: string) => `${who}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;

/** Every kind of field a signer fills, one each, in reading order down page 1. */
export const ALL_FIELDS: DraftField[] = [
  { signer: 0, type: 'text', x: 0.1, y: 0.12, width: 0.3, height: 0.03, label: 'Job title' },
  { signer: 0, type: 'checkbox', x: 0.1, y: 0.2, width: 0.03, height: 0.025 },
  { signer: 0, type: 'signature', x: 0.1, y: 0.5, width: 0.3, height: 0.06 },
  { signer: 0, type: 'initials', x: 0.6, y: 0.7, width: 0.1, height: 0.04 },
  { signer: 0, type: 'date_signed', x: 0.6, y: 0.8, width: 0.2, height: 0.03 },
];

/** An agreement sent to a fresh signer (Ann Lee), with every kind of field; answers the mailed link. */
export async function sendAllFieldsAgreement(url: string) {
  const sender = await createAccount(url, 'Dana Park');
  const signer = { name: 'Ann Lee', email: uniqueEmail('ann') };
  const draft = await createDraftWithFields(url, sender.token, [signer], ALL_FIELDS, 'Offer letter');
  const sentAt = new Date(Date.now() - 1000);
  expect((await sendDraft(url, sender.token, draft)).code).toBe(200);
  return { sender, signer, link: signingLinkIn((await waitForMail(url, signer.email, { after: sentAt })).text) };
}

/** A one-signature agreement with a viewer; answers both mailed links. */
export async function sendToSignerAndViewer(url: string) {
  const sender = await createAccount(url, 'Dana Park');
  const signer = { name: 'Ann Lee', email: uniqueEmail('ann') };
  const viewer = { name: 'Vic Viewer', email: uniqueEmail('vic') };
  const draft = await createReadyDraft(url, sender.token, [signer], 'Offer letter', { viewers: [viewer] });
  const sentAt = new Date(Date.now() - 1000);
  expect((await sendDraft(url, sender.token, draft)).code).toBe(200);
  return {
    signerLink: signingLinkIn((await waitForMail(url, signer.email, { after: sentAt })).text),
    viewerLink: signingLinkIn((await waitForMail(url, viewer.email, { after: sentAt })).text),
  };
}
