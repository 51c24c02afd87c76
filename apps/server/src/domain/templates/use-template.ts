import { storedVerification, verificationOf } from '../signer-verification/recipient-verification.js';
import { AppError, ErrorCode, isSignerOnlyField, type Agreement, type ZUseTemplateInput } from '@signet/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { agreements } from '../../db/schema/index.js';
import { getUserById } from '../account/users-repository.js';
import { effectivePlan } from '../plan/effective-plan.js';
import { loadAgreementOrigin } from '../agreement-core/agreement-origin.js';
import { findAgreement, loadAgreementParts, type AgreementParts } from '../agreement-core/agreements-repository.js';
import { copyAgreementContent } from '../agreement-core/copy-agreement-content.js';
import { assertSignerLimit, bodyProblem } from '../agreement-core/draft-input.js';
import { keptText, typedValueProblem } from '../signing/field-rules.js';
import { presentAgreement } from '../agreement-core/present-agreement.js';
import { byActor, recordAgreementEvent, type Actor } from '../agreement-core/record-agreement-event.js';
import { sendAgreement } from '../agreements/send-agreement.js';
import { syncDocuments } from '../agreements/sync-documents.js';
import { findVersion, requireUsableTemplate } from './templates-repository.js';
import { madeIn } from '../company/workspace.js';
import { makesTestAgreements } from '../agreement-core/policy.js';
import { workPlanHolder } from '../company/work-plan.js';

export type UseTemplateValues = z.output<typeof ZUseTemplateInput>;
type RoleFill = UseTemplateValues['roles'][number];

/**
 * An agreement made from a template version: its own copy of the version's documents,
 * roles (filled with the people given) and fields (prefilled values as their defaults),
 * naming the version it came from. Sent at once when `send`, through sendAgreement with
 * all its rules (7501, 7204, 7205, 7206, ...); a refused send leaves nothing behind.
 */
export async function useTemplate(
  db: Db,
  input: { actor: Actor; templateId: bigint; values: UseTemplateValues; publicUrl: string },
): Promise<Agreement> {
  const { actor, values } = input;
  return db.transaction(async (tx) => {
    const template = await requireUsableTemplate(tx, actor, input.templateId);
    const version = await findVersion(tx, template.id, values.version);
    if (!version) {
      if (values.version !== undefined) throw new AppError(ErrorCode.NotFound, { detail: `template ${template.id} has no version ${values.version}` });
      throw new AppError(ErrorCode.ParameterError, { messageKey: 'template_not_published', data: { issues: [{ in: 'params', path: 'templateId', message: 'template_not_published' }] } });
    }
    const source = await findAgreement(tx, version.agreementId);
    if (!source) throw new Error(`template version ${version.id} lost its content`);
    const parts = await loadAgreementParts(tx, source.id);
    const fills = roleFills(parts, values.roles);
    const prefill = prefillValues(parts, values.prefill);
    const owner = await getUserById(tx, actor.userId);
    assertSignerLimit(parts.recipients, effectivePlan(await workPlanHolder(tx, actor, owner)));

    const [row] = await tx
      .insert(agreements)
      .values({
        ...madeIn(actor),
        test: makesTestAgreements(actor),
        name: values.name || source.name,
        signingOrder: source.signingOrder,
        subject: values.subject ?? source.subject,
        message: values.message ?? source.message,
        templateVersionId: version.id,
        reminders: owner.reminderDefaults,
        // Its own, never the template's (issue 38): one template makes many agreements, each the caller's record.
        externalId: values.externalId ?? null,
        metadata: values.metadata ?? {},
      })
      .returning();
    if (!row) throw new Error('agreement insert returned nothing');
    await copyAgreementContent(tx, {
      from: parts,
      to: row.id,
      recipient: (role) => {
        const fill = fills.get(role.id);
        if (!fill) return {};
        const index = parts.recipients.indexOf(role);
        // An access code given with the fill asks for one, as it did before methods existed.
        const accessCode = fill.accessCode || role.accessCode || undefined;
        const method = verificationOf(role) === 'none' && accessCode ? 'access_code' : verificationOf(role);
        const verification = storedVerification({ verification: method, accessCode, phone: fill.phone }, index);
        return { name: fill.name, email: fill.email, ...verification };
      },
      fieldDefault: (field) => prefill.get(field.id) ?? field.defaultValue,
    });
    if (values.documents.length > 0) {
      const existing = (await loadAgreementParts(tx, row.id)).documents;
      const refs = [...existing.map((document) => ({ agreementDocumentId: document.id })), ...values.documents];
      await syncDocuments(tx, { agreementId: row.id, uploader: actor, refs, existing });
    }
    await recordAgreementEvent(tx, {
      agreementId: row.id,
      type: 'created_from_template',
      ...byActor(actor),
      data: { templateId: template.id.toString(), templateName: template.name, version: version.number },
    });

    if (values.send) return sendAgreement(tx, { actor, agreementId: row.id, revision: row.revision, publicUrl: input.publicUrl });
    return presentAgreement(row, await loadAgreementParts(tx, row.id), await loadAgreementOrigin(tx, row));
  });
}

/** The people for the version's roles by role id; 403 for a role not in it, or an open role left without one. */
function roleFills(parts: AgreementParts, roles: readonly RoleFill[]): Map<bigint, RoleFill> {
  const ids = new Set(parts.recipients.map((role) => role.id));
  const fills = new Map<bigint, RoleFill>();
  for (const [index, fill] of roles.entries()) {
    if (!ids.has(fill.roleId)) throw bodyProblem(`roles.${index}.roleId`, 'role_not_in_template');
    if (fills.has(fill.roleId)) throw bodyProblem(`roles.${index}.roleId`, 'This role is listed twice.');
    fills.set(fill.roleId, fill);
  }
  const open = parts.recipients.findIndex((role) => !role.email && !fills.has(role.id));
  if (open >= 0) {
    throw new AppError(ErrorCode.ParameterError, {
      messageKey: 'need_signers_info',
      data: { recipientIndex: open, issues: [{ in: 'body', path: 'roles', message: 'need_signers_info' }] },
    });
  }
  return fills;
}

/** Prefilled values by the version's field id; 403 for a field not in it or one only its signer fills. */
function prefillValues(parts: AgreementParts, prefill: UseTemplateValues['prefill']): Map<bigint, string> {
  const fields = new Map(parts.fields.map((field) => [field.id, field]));
  const values = new Map<bigint, string>();
  for (const [index, entry] of prefill.entries()) {
    const field = fields.get(entry.fieldId);
    if (!field || isSignerOnlyField(field.type)) throw bodyProblem(`prefill.${index}.fieldId`, 'field_not_prefillable');
    if (field.type === 'checkbox' && entry.value !== 'true' && entry.value !== 'false') throw bodyProblem(`prefill.${index}.value`, 'A checkbox takes true or false.');
    // A typed value meets the field's rules (issue 36), as the signer's would; a label keeps some text.
    if (field.type === 'label' && entry.value.trim() === '') throw bodyProblem(`prefill.${index}.value`, 'Write the label’s text.');
    const problem = entry.value.trim() === '' || field.type === 'checkbox' ? null : typedValueProblem(field, entry.value);
    if (problem) throw bodyProblem(`prefill.${index}.value`, problem.message);
    values.set(field.id, keptText(field, entry.value));
  }
  return values;
}
