import { holdsFields, type Agreement, type Plan, type SignatureRequestResult, type ZSignatureRequestInput } from '@signet/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { FileStore } from '../../storage/file-store.js';
import type { Actor } from '../agreement-core/record-agreement-event.js';
import { createAgreement } from '../agreements/create-agreement.js';
import { saveAgreementFields } from '../agreements/save-agreement-fields.js';
import { getAgreement } from '../agreements/get-agreement.js';
import { sendAgreement } from '../agreements/send-agreement.js';
import { createEmbeddedUrl } from '../embedding/create-embedded-url.js';
import { fieldsFromTags, readTextTagsOf } from './text-tag-fields.js';
import { placeRequestFields } from './place-request-fields.js';
import { discardDocuments, receiveDocuments } from './receive-documents.js';

export type SignatureRequestValues = z.output<typeof ZSignatureRequestInput>;

export interface RequestContext {
  actor: Actor;
  publicUrl: string;
  /** Hosts a fetched document may come from over plain http or a private address (development only, as for webhooks). */
  allowHosts: ReadonlySet<string>;
}

/**
 * The answer's recipients, with an embedded signing URL when asked for, for each who signs or approves and
 * whose turn it is now (status 'invited'). A later step's recipient gets none: the invitation their turn
 * brings replaces every earlier link of theirs (7602), so the integrator asks for their URL then
 * (createEmbeddedSigningUrl, e.g. on the agreement.signed webhook of the step before).
 */
export async function answerRecipients(db: Db, context: RequestContext, agreement: Agreement, embedded: boolean): Promise<SignatureRequestResult['recipients']> {
  const answer: SignatureRequestResult['recipients'] = [];
  for (const recipient of agreement.recipients) {
    const url = embedded && agreement.status === 'waiting' && recipient.status === 'invited' && holdsFields(recipient.role) ? await createEmbeddedUrl(db, { actor: context.actor, agreementId: agreement.id, recipientId: recipient.id, publicUrl: context.publicUrl }) : null;
    answer.push({ id: recipient.id, name: recipient.name, email: recipient.email, role: recipient.role, roleName: recipient.roleName ?? '', embeddedUrl: url?.url ?? null, embeddedUrlExpiresAt: url?.expiresAt ?? null });
  }
  return answer;
}

/**
 * One call to send (issue 38): receives the documents (drive uploads, inline files or fetched addresses, with
 * their text tags found and removed when asked), then in one transaction makes the agreement exactly as the
 * editor would (createAgreement, saveAgreementFields, sendAgreement, so every rule, quota and event is the
 * same) and answers it with each recipient's id and, on request, an embedded signing URL. Any refusal undoes
 * it all, the documents it made included.
 */
export async function createSignatureRequest(
  db: Db,
  files: FileStore,
  input: RequestContext & { request: SignatureRequestValues; /** The caller's plan: its size and page limits apply to the documents. */ plan: Plan },
): Promise<SignatureRequestResult> {
  const { actor, request } = input;
  const received = await receiveDocuments(db, files, {
    owner: actor,
    plan: input.plan,
    documents: request.documents,
    readTags: request.textTags ? readTextTagsOf() : null,
    allowHosts: input.allowHosts,
  });
  try {
    return await db.transaction(async (tx) => {
      const draft = await createAgreement(tx, {
        actor,
        draft: {
          name: request.name,
          selfSign: false,
          documents: received.map((document) => ({ documentId: document.row.id })),
          recipients: request.recipients,
          signingOrder: request.signingOrder,
          subject: request.subject,
          message: request.message,
          draftStep: 3,
          expiresAt: request.expiresAt,
          reminders: request.reminders,
          externalId: request.externalId,
          metadata: request.metadata,
        },
      });
      const fields = [
        ...placeRequestFields(request.fields, draft),
        ...(request.textTags ? fieldsFromTags(received, draft) : []),
      ];
      const placed = await saveAgreementFields(tx, { actor, agreementId: draft.id, values: { revision: draft.revision, fields, draftStep: 3 } });
      if (request.send) await sendAgreement(tx, { actor, agreementId: placed.id, revision: placed.revision, publicUrl: input.publicUrl });
      // Read again: the answer shows who was invited by the send.
      const agreement = request.send ? await getAgreement(tx, { ...actor, agreementId: placed.id }) : placed;
      return { agreement, recipients: await answerRecipients(tx, input, agreement, request.embeddedSigning) };
    });
  } catch (error) {
    await discardDocuments(db, files, actor, received);
    throw error;
  }
}
