import {
  ZPhoneNumber,
  isActingRole,
  resolveSteps,
  type Agreement,
  type AgreementDraftInput,
  type CrossPageSealSetting,
  type DraftStep,
  type GroupMode,
  type RecipientRole,
  type Reminders,
  type SignerVerificationMethod,
} from '@signet/contracts';
import { expiresAtOf, followUpValues, remindersOf, type FollowUpValues } from '../../../lib/agreements/follow-up';
import type { ChosenDocument } from '../../../lib/agreements/chosen-document';
import { arrangeRoute } from './route-form';

export interface RecipientValues {
  /** Names the row on screen through moves and saves of other rows (never sent). */
  key: string;
  /** The draft's recipient; null for a row added since the last save. */
  id: bigint | null;
  /** A template's role ("Employee"); '' outside templates. */
  roleName: string;
  name: string;
  email: string;
  role: RecipientRole;
  /** How the recipient proves who they are before the documents open (issue 35). */
  verification: SignerVerificationMethod;
  /** Used only with 'access_code'; kept while another method is chosen, so switching back loses nothing. */
  accessCode: string;
  /** The mobile number of an 'sms_code' recipient, as typed; kept like the access code. */
  phone: string;
  /** The step of the route (issue 33), 1 first; null for copies and viewers. */
  step: number | null;
  /** The group of this recipient's step, the same for all its members. */
  group: GroupMode;
  /** A copy recipient also gets the invitation when the agreement is sent. */
  copyAtSend: boolean;
  /** The company a signer or approver acts for (issue 34); null: for themselves, '' while being typed. */
  partyName: string | null;
  /** The cross-page seal asked of that company: pages ('all' or '1-3,5') and the seal's centre from the top. */
  crossPageSeal: CrossPageSealSetting | null;
}

/** Step 1's form. Field names are the body's, so the server's issue paths name form fields. */
export interface Step1Values {
  name: string;
  selfSign: boolean;
  documents: ChosenDocument[];
  /** In route order (route-form.ts): those who act, by step, then copies and viewers. */
  recipients: RecipientValues[];
  /** On: new recipients act in a step of their own, after the others; off: everyone acts at once. */
  signingOrder: boolean;
  subject: string;
  message: string;
  /** Expiry day and automatic reminders (issue 18). */
  followUp: FollowUpValues;
}

let keys = 0;
/** A key for a row not saved yet. */
export const newRecipientKey = (): string => `new-${++keys}`;

/** A blank row; its step is given when it joins the route (`addRow`). */
export const emptyRecipient = (role: RecipientRole = 'signer'): RecipientValues => ({
  key: newRecipientKey(),
  id: null,
  roleName: '',
  name: '',
  email: '',
  role,
  verification: 'none',
  accessCode: '',
  phone: '',
  step: isActingRole(role) ? 1 : null,
  group: 'all',
  copyAtSend: false,
  partyName: null,
  crossPageSeal: null,
});

/** A new agreement starts with one empty signer row, the usual first thing to fill, and the account's reminders. */
export function emptyStep1Values(reminders?: Reminders | null): Step1Values {
  return { name: '', selfSign: false, documents: [], recipients: [emptyRecipient()], signingOrder: false, subject: '', message: '', followUp: followUpValues({ expiresAt: null, reminders }) };
}

/**
 * The form exactly as the saved draft is, in route order; a self-signed draft's recipient (the
 * sender) is not a row to edit. A recipient without a stored step (an older reply) takes the one
 * its signing-order switch meant.
 */
export function valuesFromAgreement(agreement: Agreement): Step1Values {
  const sorted = [...agreement.recipients].sort((a, b) => a.order - b.order);
  const derived = resolveSteps(sorted.map((recipient) => ({ role: recipient.role })), agreement.signingOrder);
  const route = arrangeRoute({
    rows: sorted.map(
      (recipient, index): RecipientValues => ({
        key: `recipient-${recipient.id}`,
        id: recipient.id,
        roleName: recipient.roleName ?? '',
        name: recipient.name,
        email: recipient.email,
        role: recipient.role,
        // An older reply without the method: a recipient with an access code was verified by it.
        verification: recipient.verification ?? (recipient.accessCode ? 'access_code' : 'none'),
        accessCode: recipient.accessCode ?? '',
        phone: recipient.phone ?? '',
        step: isActingRole(recipient.role) ? (recipient.step ?? derived[index] ?? 1) : null,
        group: recipient.group ?? 'all',
        copyAtSend: recipient.copyAtSend ?? false,
        partyName: recipient.partyName ?? null,
        crossPageSeal: recipient.crossPageSeal ?? null,
      }),
    ),
    signingOrder: agreement.signingOrder,
  });
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
    recipients: agreement.selfSign ? [] : route.rows,
    signingOrder: route.signingOrder,
    subject: agreement.subject,
    message: agreement.message,
    followUp: followUpValues(agreement),
  };
}

/**
 * The body of `createAgreement` / `saveAgreementDraft`. In "just need my signature"
 * mode no recipients are sent: the server makes the sender the only signer, and rows
 * hidden from the user must not fail the save. Every recipient who acts carries its step
 * and group, so the route is stored as the sender arranged it.
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
          ...verificationOf(recipient),
          ...(isActingRole(recipient.role) ? { step: recipient.step ?? 1, group: recipient.group } : {}),
          ...(recipient.role === 'copy' ? { copyAtSend: recipient.copyAtSend } : {}),
          ...partyOf(recipient),
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
 * The chosen method, with the access code or the phone it needs and nothing else: a code or number
 * typed for a method the sender then left is not stored. A phone goes as E.164 once it reads as one.
 */
function verificationOf(recipient: RecipientValues): { verification: SignerVerificationMethod; accessCode?: string; phone?: string } {
  const { verification } = recipient;
  if (verification === 'access_code') {
    const accessCode = recipient.accessCode.trim();
    return accessCode ? { verification, accessCode } : { verification };
  }
  if (verification === 'sms_code') {
    const parsed = ZPhoneNumber.safeParse(recipient.phone);
    return { verification, phone: parsed.success ? parsed.data : recipient.phone.trim() };
  }
  return { verification };
}

/** Only a signer or an approver acts for a company, and only a named company is asked for a cross-page seal. */
function partyOf(recipient: RecipientValues): { partyName?: string; crossPageSeal?: CrossPageSealSetting | null } {
  const partyName = recipient.role === 'signer' || recipient.role === 'approver' ? (recipient.partyName?.trim() ?? '') : '';
  // Left out, the server stores none: someone who signs for themselves.
  if (partyName === '') return {};
  const seal = recipient.crossPageSeal;
  return { partyName, crossPageSeal: seal ? { pages: seal.pages.trim() || 'all', centreFromTop: seal.centreFromTop } : null };
}

/**
 * Documents that joined the list while a save was on its way (an upload finishing):
 * the saved draft does not hold them yet, so they are kept after the saved ones.
 */
export function documentsAddedSince(sent: readonly ChosenDocument[], now: readonly ChosenDocument[]): ChosenDocument[] {
  const sentKeys = new Set(sent.map((document) => document.key));
  return now.filter((document) => !sentKeys.has(document.key));
}
