import { ErrorCode } from '../../errors/error-codes.js';
import type { MessageKey } from '../../i18n/en-US.js';
import type { MessagePart, MessageValues } from '../../i18n/message-values.js';
import type { RecipientRole } from '../../constants.js';
import type { SignerVerificationMethod } from '../../signer-verification.js';
import type { FieldType } from './agreement-schemas.js';

/** What stops a draft from moving on: a spec 5 message (with its number) and the code the server answers. */
export interface DraftProblem {
  code: ErrorCode;
  messageKey: MessageKey;
  /** The message's placeholders; resolve them with `resolveMessageValues` in the reader's language. */
  values?: MessageValues;
  /** 0-based index of the recipient the problem is about, so a form can point at it. */
  recipientIndex?: number;
  /** Indexes (in the list given) of the fields the problem is about, so an editor can select them. */
  fieldIndexes?: number[];
}

interface RecipientLike {
  id?: unknown;
  roleName?: string;
  name: string;
  email: string;
  role: RecipientRole;
  /** Issue 35: how they prove who they are, and what that needs. */
  verification?: SignerVerificationMethod | null | undefined;
  accessCode?: string | null | undefined;
  phone?: string | null | undefined;
}

interface FieldLike {
  recipientId: unknown;
  type: FieldType;
  page?: number;
  label?: string;
  defaultValue?: string | null;
  readOnly?: boolean;
}

const problem = (code: ErrorCode, messageKey: MessageKey, extra: Omit<DraftProblem, 'code' | 'messageKey'> = {}): DraftProblem => ({
  code,
  messageKey,
  ...extra,
});

/** Step 1 and send: there are documents. */
export function documentsProblem(documentCount: number): DraftProblem | null {
  return documentCount === 0 ? problem(ErrorCode.ProcessHasNoFile, 'need_documents') : null;
}

/**
 * Step 1 and send: at least one recipient, every row complete, a signer among them,
 * and no more signers than the plan allows.
 */
export function recipientsProblem(recipients: readonly RecipientLike[], maxSigners: number): DraftProblem | null {
  if (recipients.length === 0) return problem(ErrorCode.ParameterError, 'need_one_recipient');
  const incomplete = recipients.findIndex((recipient) => recipient.name.trim() === '' || recipient.email.trim() === '');
  if (incomplete >= 0) return problem(ErrorCode.ParameterError, 'need_signers_info', { recipientIndex: incomplete });
  const noPhone = recipients.findIndex((recipient) => recipient.verification === 'sms_code' && !recipient.phone?.trim());
  if (noPhone >= 0) return problem(ErrorCode.ParameterError, 'need_verification_phone', { recipientIndex: noPhone });
  const noAccessCode = recipients.findIndex((recipient) => recipient.verification === 'access_code' && !recipient.accessCode?.trim());
  if (noAccessCode >= 0) return problem(ErrorCode.ParameterError, 'need_access_code', { recipientIndex: noAccessCode });
  const signers = recipients.filter((recipient) => recipient.role === 'signer').length;
  if (signers === 0) return problem(ErrorCode.ParameterError, 'need_signer');
  if (signers > maxSigners) return problem(ErrorCode.ParameterError, 'max_signers', { values: { n: maxSigners } });
  return null;
}

/**
 * Step 2 and send: some signature field exists, and every signer has one (a company seal field
 * counts for a signer who signs for a company)
 * ('Please set the signature position for the signer %d', numbered among the signers
 * as listed, so viewers do not shift the number).
 * Fields ids are compared as strings so bigint and string ids match.
 */
export function fieldsProblem(recipients: readonly RecipientLike[], fields: readonly FieldLike[]): DraftProblem | null {
  // A company party signs with its seal (issue 34): a company seal field is where it signs.
  const signatureOwners = new Set(fields.filter((field) => field.type === 'signature' || field.type === 'company_seal').map((field) => String(field.recipientId)));
  if (signatureOwners.size === 0) return problem(ErrorCode.SigningLocationMissing, 'need_signature_field');
  const missing = recipients.findIndex((recipient) => recipient.role === 'signer' && !signatureOwners.has(String(recipient.id)));
  if (missing >= 0) {
    const signerNumber = recipients.slice(0, missing + 1).filter((recipient) => recipient.role === 'signer').length;
    return problem(ErrorCode.SigningLocationMissing, 'need_signature_position', { values: { n: signerNumber }, recipientIndex: missing });
  }
  return null;
}

/** How a message names a field: its label, or its kind and page when it has none. */
export function fieldName(field: FieldLike): string | MessagePart {
  const label = field.label?.trim() ?? '';
  if (label !== '') return label;
  const kind = field.type === 'name' || field.type === 'email' ? field.type : 'text';
  return { key: `field_unlabelled_${kind}`, values: { page: field.page ?? 1 } };
}

/**
 * Step 2 and send of an agreement (not a template, whose read-only fields may wait for the
 * value given when it is used): a read-only field that writes text must have that text, or
 * the document would carry a blank nobody can ever fill. A read-only checkbox stays as set.
 */
export function readOnlyFieldsProblem(fields: readonly FieldLike[]): DraftProblem | null {
  const empty = fields.flatMap((field, index) => (field.readOnly && field.type !== 'checkbox' && (field.defaultValue ?? '').trim() === '' ? [index] : []));
  if (empty.length === 0) return null;
  return problem(ErrorCode.ParameterError, 'read_only_fields_empty', { values: { fields: empty.map((index) => fieldName(fields[index]!)) }, fieldIndexes: empty });
}

/** Everything sending checks about the draft's content, first problem first. */
export function sendProblem(
  draft: { documentCount: number; recipients: readonly RecipientLike[]; fields: readonly FieldLike[] },
  maxSigners: number,
): DraftProblem | null {
  return (
    documentsProblem(draft.documentCount) ??
    recipientsProblem(draft.recipients, maxSigners) ??
    fieldsProblem(draft.recipients, draft.fields) ??
    readOnlyFieldsProblem(draft.fields)
  );
}

/**
 * A template's roles (issue 14), checked at step 1 and when a version is published: at least
 * one, each named once, a pinned person complete (name and e-mail, or neither: filled when
 * the template is used), a signer among them, no more signers than the plan allows.
 */
export function templateRolesProblem(roles: readonly RecipientLike[], maxSigners: number): DraftProblem | null {
  if (roles.length === 0) return problem(ErrorCode.ParameterError, 'need_one_recipient');
  const unnamed = roles.findIndex((role) => (role.roleName ?? '').trim() === '');
  if (unnamed >= 0) return problem(ErrorCode.ParameterError, 'need_role_name', { recipientIndex: unnamed });
  const seen = new Set<string>();
  for (const [index, role] of roles.entries()) {
    const key = (role.roleName ?? '').trim().toLowerCase();
    if (seen.has(key)) return problem(ErrorCode.ParameterError, 'role_name_taken', { recipientIndex: index });
    seen.add(key);
  }
  const halfPinned = roles.findIndex((role) => (role.name.trim() === '') !== (role.email.trim() === ''));
  if (halfPinned >= 0) return problem(ErrorCode.ParameterError, 'need_signers_info', { recipientIndex: halfPinned });
  const signers = roles.filter((role) => role.role === 'signer').length;
  if (signers === 0) return problem(ErrorCode.ParameterError, 'need_signer');
  if (signers > maxSigners) return problem(ErrorCode.ParameterError, 'max_signers', { values: { n: maxSigners } });
  return null;
}

/** Everything publishing a template version checks, first problem first. */
export function templateProblem(
  draft: { documentCount: number; recipients: readonly RecipientLike[]; fields: readonly FieldLike[] },
  maxSigners: number,
): DraftProblem | null {
  return documentsProblem(draft.documentCount) ?? templateRolesProblem(draft.recipients, maxSigners) ?? fieldsProblem(draft.recipients, draft.fields);
}
