import type { Db } from '../../db/client.js';
import { agreementDocuments, agreementFields, agreementRecipients } from '../../db/schema/index.js';
import type { AgreementFieldRow, AgreementParts, AgreementRecipientRow } from './agreements-repository.js';

/** What a copy changes in a recipient (roles become people, people become roles). */
export type RecipientChange = Partial<Pick<AgreementRecipientRow, 'roleName' | 'name' | 'email' | 'accessCode' | 'verification' | 'phone'>>;

/** Old ids to new ones, so a caller can find a copied recipient or field. */
export interface CopiedIds {
  documents: Map<bigint, bigint>;
  recipients: Map<bigint, bigint>;
  fieldCount: number;
}

/**
 * Copies documents (new rows naming the same stored files, which are never rewritten),
 * recipients and fields into the agreement row `to`. Nothing of a signing round is copied:
 * no progress, values, notices or trail. `recipient` and `fieldDefault` adjust what is
 * copied: copyAgreement keeps it as is, templates turn people into roles and back, and
 * fill prefilled values.
 */
export async function copyAgreementContent(
  tx: Db,
  input: {
    from: AgreementParts;
    to: bigint;
    recipient?: (row: AgreementRecipientRow, index: number) => RecipientChange;
    fieldDefault?: (row: AgreementFieldRow) => string | null;
  },
): Promise<CopiedIds> {
  const ids: CopiedIds = { documents: new Map(), recipients: new Map(), fieldCount: 0 };
  for (const { id, agreementId: _agreement, createdAt: _created, ...document } of input.from.documents) {
    const [row] = await tx.insert(agreementDocuments).values({ ...document, agreementId: input.to }).returning({ id: agreementDocuments.id });
    if (row) ids.documents.set(id, row.id);
  }
  for (const [index, recipient] of input.from.recipients.entries()) {
    const { position, role, roleName, name, email, accessCode, verification, phone, step, groupMode, copyAtSend, partyName, crossPageSeal } = recipient;
    const [row] = await tx
      .insert(agreementRecipients)
      .values({ agreementId: input.to, position, role, roleName, name, email, accessCode, verification, phone, step, groupMode, copyAtSend, partyName, crossPageSeal, ...input.recipient?.(recipient, index) })
      .returning({ id: agreementRecipients.id });
    if (row) ids.recipients.set(recipient.id, row.id);
  }
  const fields = input.from.fields.flatMap((field) => {
    const recipientId = ids.recipients.get(field.recipientId);
    const documentId = ids.documents.get(field.documentId);
    if (recipientId === undefined || documentId === undefined) return [];
    const { page, type, x, y, width, height, required, label, readOnly, sealKind, key, helpText, validation, options, showIf } = field;
    const defaultValue = input.fieldDefault ? input.fieldDefault(field) : field.defaultValue;
    return [{ agreementId: input.to, recipientId, documentId, page, type, x, y, width, height, required, label, defaultValue, readOnly, sealKind, key, helpText, validation, options, showIf }];
  });
  if (fields.length > 0) await tx.insert(agreementFields).values(fields);
  ids.fieldCount = fields.length;
  return ids;
}
