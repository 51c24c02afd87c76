import { AppError, ErrorCode, ZFieldInput, type Agreement, type ZSignatureRequestField } from '@signet/contracts';
import type { z } from 'zod';
import type { FieldsValues } from '../agreements/save-agreement-fields.js';

type RequestField = z.output<typeof ZSignatureRequestField>;
type FieldInput = FieldsValues['fields'][number];

const fieldProblem = (index: number, path: string, message: string) =>
  new AppError(ErrorCode.ParameterError, { data: { issues: [{ in: 'body', path: `fields.${index}${path ? `.${path}` : ''}`, message }] }, detail: 'invalid field' });

/**
 * The recipient a field names: its place in the request's `recipients` (0 first), or a role name given to
 * exactly one recipient (case and spaces aside).
 */
export function recipientOf(pointer: number | string, recipients: Agreement['recipients'], index: number): Agreement['recipients'][number] {
  if (typeof pointer === 'number') {
    const recipient = recipients[pointer];
    if (!recipient) throw fieldProblem(index, 'recipient', `There are ${recipients.length} recipients; count from 0.`);
    return recipient;
  }
  const wanted = pointer.trim().toLowerCase();
  const matches = recipients.filter((recipient) => (recipient.roleName ?? '').trim().toLowerCase() === wanted);
  if (matches.length === 1 && matches[0]) return matches[0];
  throw fieldProblem(index, 'recipient', matches.length === 0 ? `No recipient has the role name “${pointer}”.` : `Several recipients have the role name “${pointer}”: name one by its place.`);
}

/**
 * A one-call request's positioned fields as saveAgreementFields takes them: recipients and documents named
 * by their place become the new agreement's ids, and each field then meets the same rules as in the editor
 * (its issues are reported under `fields.N`).
 */
export function placeRequestFields(fields: readonly RequestField[], agreement: Agreement): FieldInput[] {
  return fields.map((field, index) => {
    const { recipient, document, ...rest } = field;
    const agreementDocument = agreement.documents[document];
    if (!agreementDocument) throw fieldProblem(index, 'document', `There are ${agreement.documents.length} documents; count from 0.`);
    const parsed = ZFieldInput.safeParse({ ...rest, recipientId: recipientOf(recipient, agreement.recipients, index).id, documentId: agreementDocument.id });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw fieldProblem(index, issue?.path.join('.') ?? '', issue?.message ?? 'Not a valid field.');
    }
    return parsed.data;
  });
}
