import { isSignerOnlyField, type SignatureRequestResult, type ZTemplateSignatureRequestInput } from '@signet/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { findAgreement, loadAgreementParts, updateAgreement } from '../agreement-core/agreements-repository.js';
import { bodyProblem } from '../agreement-core/draft-input.js';
import { sendAgreement } from '../agreements/send-agreement.js';
import { getAgreement } from '../agreements/get-agreement.js';
import { findVersion, requireUsableTemplate } from '../templates/templates-repository.js';
import { useTemplate, type UseTemplateValues } from '../templates/use-template.js';
import { answerRecipients, type RequestContext } from './create-signature-request.js';

export type TemplateSignatureRequestValues = z.output<typeof ZTemplateSignatureRequestInput>;

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A template's roles and field values as useTemplate takes them: a role named by its role name gets its
 * id, a value given by field key becomes a prefill by field id. Unknown names and keys are refused by name.
 */
async function useTemplateValues(db: Db, context: RequestContext, templateId: bigint, request: TemplateSignatureRequestValues): Promise<UseTemplateValues> {
  const template = await requireUsableTemplate(db, context.actor, templateId);
  const version = await findVersion(db, template.id, request.version);
  const source = version ? await findAgreement(db, version.agreementId) : undefined;
  // No version: useTemplate answers it (404 or 'template_not_published'), as for the web app.
  const parts = source ? await loadAgreementParts(db, source.id) : { recipients: [], fields: [] };
  const roles = request.roles.map((fill, index) => {
    if ('roleId' in fill) return fill;
    const { roleName, ...person } = fill;
    const role = parts.recipients.find((recipient) => sameName(recipient.roleName, roleName));
    if (!role) throw bodyProblem(`roles.${index}.roleName`, `The template has no role “${roleName}”.`);
    return { ...person, roleId: role.id };
  });
  const byKey = Object.entries(request.values).map(([key, value]) => {
    const field = parts.fields.find((candidate) => candidate.key === key && !isSignerOnlyField(candidate.type));
    if (!field) throw bodyProblem(`values.${key}`, `The template has no field “${key}” to fill.`);
    return { fieldId: field.id, value };
  });
  return {
    version: request.version,
    name: request.name,
    subject: request.subject,
    message: request.message,
    roles,
    prefill: [...request.prefill, ...byKey],
    documents: request.documents,
    externalId: request.externalId,
    metadata: request.metadata,
    send: false,
  };
}

/**
 * "Use this template with these people and values" in one call (issue 38): useTemplate with roles by name and
 * values by field key, the expiry and reminders of the request, then sendAgreement, all in one transaction,
 * answered like createSignatureRequest.
 */
export async function createTemplateSignatureRequest(
  db: Db,
  input: RequestContext & { templateId: bigint; request: TemplateSignatureRequestValues },
): Promise<SignatureRequestResult> {
  const { actor, request } = input;
  return db.transaction(async (tx) => {
    const values = await useTemplateValues(tx, input, input.templateId, request);
    const made = await useTemplate(tx, { actor, templateId: input.templateId, values, publicUrl: input.publicUrl });
    let revision = made.revision;
    if (request.expiresAt !== undefined || request.reminders !== undefined) {
      const row = await updateAgreement(tx, made.id, {
        ...(request.expiresAt !== undefined ? { expiresAt: request.expiresAt === null ? null : new Date(request.expiresAt) } : {}),
        ...(request.reminders !== undefined ? { reminders: request.reminders } : {}),
        revision: made.revision + 1,
      });
      revision = row.revision;
    }
    if (!request.send) {
      const agreement = await getAgreement(tx, { ...actor, agreementId: made.id });
      return { agreement, recipients: await answerRecipients(tx, input, agreement, false) };
    }
    await sendAgreement(tx, { actor, agreementId: made.id, revision, publicUrl: input.publicUrl });
    // Read again: the answer shows who was invited by the send.
    const agreement = await getAgreement(tx, { ...actor, agreementId: made.id });
    return { agreement, recipients: await answerRecipients(tx, input, agreement, request.embeddedSigning) };
  });
}
