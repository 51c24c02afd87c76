import { verificationOf } from '../signer-verification/recipient-verification.js';
import { maskPhone } from '../signer-verification/phone-numbers.js';
import type { Agreement, SealKind } from '@signet/contracts';
import type { AgreementOrigin } from './agreement-origin.js';
import type { AgreementFieldRow, AgreementParts, AgreementRow } from './agreements-repository.js';
import { hasSigned, isPendingSigner, senderActions } from './sender-actions.js';

/** The API shape of an agreement: no storage keys, no owner id, recipients numbered from 1. */
/** `origin` says which template it belongs to or came from (loadAgreementOrigin). */
export function presentAgreement(row: AgreementRow, parts: AgreementParts, origin: AgreementOrigin): Agreement {
  return {
    ...origin,
    id: row.id,
    name: row.name,
    status: row.status,
    selfSign: row.selfSign,
    signingOrder: row.signingOrder,
    subject: row.subject,
    message: row.message,
    draftStep: row.draftStep,
    revision: row.revision,
    documents: parts.documents.map((document) => ({
      id: document.id,
      documentId: document.documentId,
      name: document.name,
      kind: document.kind,
      pageCount: document.pageCount,
      pageSizes: document.pageSizes,
      originalSha256: document.originalSha256,
      pdfSha256: document.pdfSha256,
    })),
    recipients: parts.recipients.map((recipient, index) => ({
      id: recipient.id,
      order: index + 1,
      roleName: recipient.roleName,
      name: recipient.name,
      email: recipient.email,
      role: recipient.role,
      accessCode: recipient.accessCode,
      verification: verificationOf(recipient),
      phone: recipient.phone,
      phoneMasked: recipient.phone ? maskPhone(recipient.phone) : null,
      step: recipient.step,
      group: recipient.groupMode,
      copyAtSend: recipient.copyAtSend,
      partyName: recipient.partyName,
      crossPageSeal: recipient.crossPageSeal,
      status: recipient.status,
      invitedAt: recipient.invitedAt?.toISOString() ?? null,
      viewedAt: recipient.viewedAt?.toISOString() ?? null,
      signedAt: recipient.signedAt?.toISOString() ?? null,
      declinedAt: recipient.declinedAt?.toISOString() ?? null,
      declineReason: recipient.declineReason,
      releasedAt: recipient.releasedAt?.toISOString() ?? null,
      deliveryFailed: recipient.deliveryFailedAt !== null,
    })),
    fields: parts.fields.map((field) => ({ id: field.id, recipientId: field.recipientId, ...fieldPlacement(field) })),
    sentAt: row.sentAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    reminders: row.reminders,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: row.deletedAt?.toISOString() ?? null,
    voided: row.voidedAt && row.voidReason !== null ? { at: row.voidedAt.toISOString(), reason: row.voidReason } : null,
    test: row.test,
    externalId: row.externalId,
    metadata: row.metadata,
    actions: senderActions({
      status: row.status,
      deletedAt: row.deletedAt,
      selfSign: row.selfSign,
      documentCount: parts.documents.length,
      hasPendingSigner: parts.recipients.some(isPendingSigner),
      hasSignature: parts.recipients.some(hasSigned),
    }),
  };
}

/** Where a field sits and what it asks, as both the sender's and the signer's views show it. */
export function fieldPlacement(field: AgreementFieldRow) {
  const { documentId, page, type, x, y, width, height, required, label, defaultValue, readOnly, sealKind, key, helpText, validation, options, showIf } = field;
  return { documentId, page, type, x, y, width, height, required, label, defaultValue, readOnly, sealKind: sealKind as SealKind | null, key, helpText, validation, options, showIf };
}
