import { inArray } from 'drizzle-orm';
import { AppError, ErrorCode, type Locale, type SignerView } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { agreementFields } from '../../db/schema/index.js';
import type { FileStore } from '../../storage/file-store.js';
import { loadAgreementParts, type AgreementRecipientRow, type AgreementRow } from '../agreement-core/agreements-repository.js';
import { bySigner, recordAgreementEvent } from '../agreement-core/record-agreement-event.js';
import { afterSignature } from './after-signature.js';
import { checkSubmittedFields, type SubmittedField } from './field-values.js';
import { fieldsToAct } from './filler-fields.js';
import { fillForLater, fillOwnFields } from './record-fills.js';
import { releaseGroup } from './release-group.js';
import { loadSignerView } from './get-signer-view.js';
import type { PageImageKey } from '../page-images/page-image-secret.js';
import { normaliseSignatureImage, storeSignatureImage, type StoredSignatureImage } from './signature-image.js';
import { requireSigner, type SignerCredentials } from './signer-access.js';
import { removeStampBackground } from './stamp-image.js';
import { browserLocaleValues, listRecipients, updateRecipient } from '../agreement-core/signing-repository.js';
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
 * One recipient acts: a signer signs, an approver approves, a filler fills in for later
 * recipients (issue 33). Cheap checks and image work (sharp, file store) happen first,
 * outside any transaction; then one transaction with the agreement row locked checks
 * the state again (so of two simultaneous submits one acts and the other gets 7410, or
 * 7412 when they were two members of an any-one-of group), fills the fields, marks the
 * recipient (learning the browser's language, as at opening), records it, releases the
 * rest of an any-one-of group, and invites the next step or enqueues the sealing.
 */
export async function submitSignature(
  db: Db,
  files: FileStore,
  input: {
    recipientId: bigint;
    credentials: SignerCredentials;
    fields: readonly SubmittedField[];
    publicUrl: string;
    /** Signs the page image links of the view answered (issue 37). */
    pageImageKey: PageImageKey;
    /** The browser's Accept-Language as a locale; null when it sent none. */
    browserLocale?: Locale | null;
    ip: string;
    userAgent: string;
    now?: Date;
  },
): Promise<SignerView> {
  const now = input.now ?? new Date();
  const first = await requireSigner(db, { ...input, now });
  const firstRecipients = await assertMayFinish(db, first.agreement, first.recipient);
  const firstFields = await fieldsToAct(db, first.recipient, firstRecipients);
  checkSubmittedFields(firstFields, input.fields);

  const images = new Map<bigint, StoredSignatureImage>();
  for (const [index, entry] of input.fields.entries()) {
    if (entry.image === undefined) continue;
    const normalised = await normaliseSignatureImage(entry.image, `fields.${index}.image`);
    // A stamp is a picture of ink on paper: the paper goes, so the page shows through (issue 36).
    const isStamp = firstFields.some((field) => field.id === entry.fieldId && field.type === 'stamp');
    const png = isStamp ? await removeStampBackground(normalised) : normalised;
    images.set(entry.fieldId, await storeSignatureImage(files, { agreementId: first.agreement.id, recipientId: first.recipient.id }, png));
  }

  try {
    return await db.transaction(async (tx) => {
      const { agreement, recipient: me, actor } = await requireSigner(tx, { ...input, now, forUpdate: true });
      const recipients = await assertMayFinish(tx, agreement, me);
      const fields = await fieldsToAct(tx, me, recipients);
      if (me.role === 'filler') await fillForLater(tx, { agreementId: agreement.id, actor, fields, submitted: input.fields });
      else await fillOwnFields(tx, { agreementId: agreement.id, actor, me, fields, submitted: input.fields, images, now });
      // An approver's act is an approval; a signer's and a filler's a signature (a filler's reads "filled in").
      const acted = await updateRecipient(tx, me.id, {
        status: me.role === 'approver' ? 'approved' : 'signed',
        signedAt: now,
        viewedAt: me.viewedAt ?? now,
        ...browserLocaleValues(input.browserLocale),
      });
      const actedEvent = me.role === 'approver' ? 'approved' : me.role === 'filler' ? 'filled' : 'signed';
      await recordAgreementEvent(tx, { agreementId: agreement.id, type: actedEvent, ...bySigner(actor), data: { fields: fields.length, step: me.step } });
      const after = await releaseGroup(tx, { agreementId: agreement.id, recipients: recipients.map((row) => (row.id === acted.id ? acted : row)), actedId: acted.id, now });
      const parts = await loadAgreementParts(tx, agreement.id);
      await afterSignature(tx, {
        agreement,
        recipients: after,
        documents: parts.documents,
        actor,
        publicUrl: input.publicUrl,
        now,
      });
      return loadSignerView(tx, { agreement, recipient: acted }, input.pageImageKey, now);
    });
  } catch (error) {
    await dropUnusedImages(db, files, [...images.values()]);
    throw error;
  }
}
