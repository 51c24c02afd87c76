import type { SignerAttachment, SignerView } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { getUserById } from '../account/users-repository.js';
import { loadAgreementParts } from '../agreement-core/agreements-repository.js';
import { findCompletion } from '../agreement-core/completion-repository.js';
import { presentFinal } from '../agreement-core/present-completion.js';
import { listFinalDocuments, presentFinalDocuments } from '../agreement-core/final-documents-repository.js';
import { fillerFields, fillsFor } from './filler-fields.js';
import { presentSignerView } from './present-signer-view.js';
import { assertOpenFor } from './signer-refusal.js';
import { requireSigner, type SignerContext, type SignerCredentials } from './signer-access.js';
import { senderIdentity } from '../company/sender-name.js';
import { attachmentsSeenBy, presentAttachment } from '../agreement-core/attachments-repository.js';
import type { PageImageKey } from '../page-images/page-image-secret.js';

/** The field's file: the one submitted, else the newest upload. */
function latestFor(attachments: readonly SignerAttachment[], fieldId: bigint): SignerAttachment | null {
  const mine = attachments.filter((attachment) => attachment.fieldId === fieldId);
  return mine.at(-1) ?? null;
}

/**
 * The view of a signer whose access was already checked (pass the transaction that changed it).
 * `pageImageKey` signs the links to the documents' page images (issue 37).
 */
export async function loadSignerView(db: Db, context: Pick<SignerContext, 'agreement' | 'recipient'>, pageImageKey: PageImageKey, now = new Date()): Promise<SignerView> {
  const { agreement, recipient } = context;
  // Only a completed agreement has a final file to show.
  const completed = agreement.status === 'completed';
  const [sender, parts, completion, finals] = await Promise.all([
    getUserById(db, agreement.ownerId),
    loadAgreementParts(db, agreement.id),
    completed ? findCompletion(db, agreement.id) : undefined,
    completed ? listFinalDocuments(db, agreement.id) : [],
  ]);
  const me = parts.recipients.find((row) => row.id === recipient.id) ?? recipient;
  const view = presentSignerView({
    agreement,
    sender,
    senderIdentity: await senderIdentity(db, agreement, sender),
    documents: parts.documents,
    pageImages: { key: pageImageKey, now },
    recipients: parts.recipients,
    me,
    // A filler works on the later recipients' fields (issue 33); everyone else on their own.
    fields: me.role === 'filler' ? fillerFields(me, parts.recipients, parts.fields) : parts.fields.filter((field) => field.recipientId === recipient.id),
    fillsFor: me.role === 'filler' ? fillsFor(me, parts.recipients, parts.fields) : [],
  });
  // Issue 36: every submitted attachment and one's own uploads; each attachment field shows its file.
  const attachments = (await attachmentsSeenBy(db, agreement.id, me.id)).map(presentAttachment);
  const fields = view.fields.map((field) => (field.type === 'attachment' ? { ...field, attachment: latestFor(attachments, field.id) } : field));
  return { ...view, fields, attachments, final: completed ? presentFinal(completion) : null, finalDocuments: presentFinalDocuments(finals) };
}

/**
 * What the signer sees (7404 without valid credentials; 7203, 7408, 7407, 7202 once
 * the agreement is closed). Reading changes nothing: opening the link recorded the view.
 */
export async function getSignerView(
  db: Db,
  input: { recipientId: bigint; credentials: SignerCredentials; pageImageKey: PageImageKey; ip: string; userAgent: string; now?: Date },
): Promise<SignerView> {
  const now = input.now ?? new Date();
  const context = await requireSigner(db, { ...input, now });
  assertOpenFor(context);
  return loadSignerView(db, context, input.pageImageKey, now);
}
