import { and, eq, inArray } from 'drizzle-orm';
import { AppError, ErrorCode, type Locale, type SignerView } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { agreementFields } from '../../db/schema/index.js';
import type { FileStore } from '../../storage/file-store.js';
import { loadAgreementParts, type AgreementRecipientRow, type AgreementRow } from '../agreement-core/agreements-repository.js';
import { bySigner, recordAgreementEvent } from '../agreement-core/record-agreement-event.js';
import { afterSignature } from './after-signature.js';
import { checkSubmittedFields, fillFields, type SubmittedField } from './field-values.js';
import { loadSignerView } from './get-signer-view.js';
import { normaliseSignatureImage, storeSignatureImage, type StoredSignatureImage } from './signature-image.js';
import { requireSigner, type SignerCredentials } from './signer-access.js';
import { browserLocaleValues, listRecipientFields, listRecipients, updateRecipient } from '../agreement-core/signing-repository.js';
import { turnOf } from '../agreement-core/signing-rules.js';
import { assertCanActFor } from './signer-refusal.js';

/** 7411 with the names of the signers still to sign before this one; 403 before consent. */
async function assertMayFinish(db: Db, agreement: AgreementRow, me: AgreementRecipientRow): Promise<AgreementRecipientRow[]> {
  assertCanActFor({ agreement, recipient: me });
  const recipients = await listRecipients(db, agreement.id);
  const turn = turnOf(recipients, me.id);
  if (!turn.myTurn) throw new AppError(ErrorCode.NotYourTurn, { data: { waitingFor: turn.waitingFor } });
  if (!me.consentAt) {
    throw new AppError(ErrorCode.ParameterError, { messageKey: 'consent_required', data: { issues: [{ in: 'body', path: 'consent', message: 'consent_required' }] } });
  }
  return recipients;
}

/** Deletes stored images no field names (a submit that failed after storing them). */
async function dropUnusedImages(db: Db, files: FileStore, images: readonly StoredSignatureImage[]): Promise<void> {
  if (images.length === 0) return;
  const keys = images.map((image) => image.key);
  const used = await db.select({ key: agreementFields.imageKey }).from(agreementFields).where(inArray(agreementFields.imageKey, keys));
  const kept = new Set(used.map((row) => row.key));
  await Promise.all(keys.filter((key) => !kept.has(key)).map((key) => files.delete(key).catch(() => undefined)));
}

/**
 * Signs for one signer. Cheap checks and image work (sharp, file store) happen first,
 * outside any transaction; then one transaction with the agreement row locked checks
 * the state again (so of two simultaneous submits one signs and the other gets 7410),
 * fills every field, marks the signer signed (learning the browser's language, as at
 * opening), records each field and the signature,
 * and invites the next signer or enqueues the sealing.
 */
export async function submitSignature(
  db: Db,
  files: FileStore,
  input: {
    recipientId: bigint;
    credentials: SignerCredentials;
    fields: readonly SubmittedField[];
    publicUrl: string;
    /** The browser's Accept-Language as a locale; null when it sent none. */
    browserLocale?: Locale | null;
    ip: string;
    userAgent: string;
    now?: Date;
  },
): Promise<SignerView> {
  const now = input.now ?? new Date();
  const first = await requireSigner(db, { ...input, now });
  await assertMayFinish(db, first.agreement, first.recipient);
  checkSubmittedFields(await listRecipientFields(db, first.agreement.id, first.recipient.id), input.fields);

  const images = new Map<bigint, StoredSignatureImage>();
  for (const [index, entry] of input.fields.entries()) {
    if (entry.image === undefined) continue;
    const png = await normaliseSignatureImage(entry.image, `fields.${index}.image`);
    images.set(entry.fieldId, await storeSignatureImage(files, { agreementId: first.agreement.id, recipientId: first.recipient.id }, png));
  }

  try {
    return await db.transaction(async (tx) => {
      const { agreement, recipient: me, actor } = await requireSigner(tx, { ...input, now, forUpdate: true });
      const recipients = await assertMayFinish(tx, agreement, me);
      const fields = await listRecipientFields(tx, agreement.id, me.id);
      const fills = fillFields({ fields, submitted: input.fields, images, me, now });
      for (const fill of fills) {
        const filled = fill.value !== null || fill.image !== null;
        await tx
          .update(agreementFields)
          .set({ value: fill.value, imageKey: fill.image?.key ?? null, imageSha256: fill.image?.sha256 ?? null, filledAt: filled ? now : null })
          .where(and(eq(agreementFields.id, fill.fieldId), eq(agreementFields.recipientId, me.id)));
        if (filled) {
          const field = fields.find((row) => row.id === fill.fieldId);
          await recordAgreementEvent(tx, {
            agreementId: agreement.id,
            type: 'field_filled',
            ...bySigner(actor),
            data: { fieldId: fill.fieldId.toString(), type: field?.type, ...(fill.image ? { imageSha256: fill.image.sha256 } : { value: fill.value }) },
          });
        }
      }
      const signed = await updateRecipient(tx, me.id, { status: 'signed', signedAt: now, viewedAt: me.viewedAt ?? now, ...browserLocaleValues(input.browserLocale) });
      await recordAgreementEvent(tx, { agreementId: agreement.id, type: 'signed', ...bySigner(actor), data: { fields: fills.length } });
      const parts = await loadAgreementParts(tx, agreement.id);
      await afterSignature(tx, {
        agreement,
        recipients: recipients.map((row) => (row.id === signed.id ? signed : row)),
        documents: parts.documents,
        actor,
        publicUrl: input.publicUrl,
        now,
      });
      return loadSignerView(tx, { agreement, recipient: signed });
    });
  } catch (error) {
    await dropUnusedImages(db, files, [...images.values()]);
    throw error;
  }
}
