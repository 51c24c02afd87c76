import type { Agreement, AgreementDraftInput, DraftStep, RecipientRole, Reminders } from '@signet/contracts';
import { expiresAtOf, followUpValues, remindersOf, type FollowUpValues } from '../../../lib/agreements/follow-up';
import type { ChosenDocument } from '../../../lib/agreements/chosen-document';

export interface RecipientValues {
  /** The draft's recipient; null for a row added since the last save. */
  id: bigint | null;
  /** A template's role ("Employee"); '' outside templates. */
  roleName: string;
  name: string;
  email: string;
  role: RecipientRole;
  accessCode: string;
}

/** Step 1's form. Field names are the body's, so the server's issue paths name form fields. */
export interface Step1Values {
  name: string;
  selfSign: boolean;
  documents: ChosenDocument[];
  recipients: RecipientValues[];
  signingOrder: boolean;
  subject: string;
  message: string;
  /** Expiry day and automatic reminders (issue 18). */
  followUp: FollowUpValues;
}

export const emptyRecipient = (role: RecipientRole = 'signer'): RecipientValues => ({ id: null, roleName: '', name: '', email: '', role, accessCode: '' });

/** A new agreement starts with one empty signer row, the usual first thing to fill, and the account's reminders. */
export function emptyStep1Values(reminders?: Reminders | null): Step1Values {
  return { name: '', selfSign: false, documents: [], recipients: [emptyRecipient()], signingOrder: false, subject: '', message: '', followUp: followUpValues({ expiresAt: null, reminders }) };
}

/** The form exactly as the saved draft is; a self-signed draft's recipient (the sender) is not a row to edit. */
export function valuesFromAgreement(agreement: Agreement): Step1Values {
  return {
    name: agreement.name,
    selfSign: agreement.selfSign,
    documents: agreement.documents.map((document) => ({
      key: `agreement-${document.id}`,
      agreementDocumentId: document.id,
      documentId: document.documentId,
      name: document.name,
      kind: document.kind,
      pageCount: document.pageCount,
      size: null,
    })),
    recipients: agreement.selfSign
      ? []
      : [...agreement.recipients]
          .sort((a, b) => a.order - b.order)
          .map((recipient) => ({
            id: recipient.id,
            roleName: recipient.roleName ?? '',
            name: recipient.name,
            email: recipient.email,
            role: recipient.role,
            accessCode: recipient.accessCode ?? '',
          })),
    signingOrder: agreement.signingOrder,
    subject: agreement.subject,
    message: agreement.message,
    followUp: followUpValues(agreement),
  };
}

/**
 * The body of `createAgreement` / `saveAgreementDraft`. In "just need my signature"
 * mode no recipients are sent: the server makes the sender the only signer, and rows
 * hidden from the user must not fail the save.
 */
export function draftBody(values: Step1Values, draftStep: DraftStep): AgreementDraftInput & { draftStep: DraftStep } {
  return {
    name: values.name.trim(),
    selfSign: values.selfSign,
    documents: values.documents.map((document) =>
      document.agreementDocumentId !== null ? { agreementDocumentId: document.agreementDocumentId } : { documentId: document.documentId ?? 0n },
    ),
    recipients: values.selfSign
      ? []
      : values.recipients.map((recipient) => ({
          ...(recipient.id !== null ? { id: recipient.id } : {}),
          roleName: recipient.roleName.trim(),
          name: recipient.name.trim(),
          email: recipient.email.trim(),
          role: recipient.role,
          ...(recipient.accessCode.trim() ? { accessCode: recipient.accessCode.trim() } : {}),
        })),
    signingOrder: values.signingOrder,
    subject: values.subject.trim(),
    message: values.message.trim(),
    draftStep,
    // Nobody is invited when signing alone, so there is nobody to remind or to run out of time.
    expiresAt: values.selfSign ? null : expiresAtOf(values.followUp),
    reminders: remindersOf(values.followUp),
  };
}

/**
 * Documents that joined the list while a save was on its way (an upload finishing):
 * the saved draft does not hold them yet, so they are kept after the saved ones.
 */
export function documentsAddedSince(sent: readonly ChosenDocument[], now: readonly ChosenDocument[]): ChosenDocument[] {
  const sentKeys = new Set(sent.map((document) => document.key));
  return now.filter((document) => !sentKeys.has(document.key));
}
