import { AppError, ErrorCode, templateProblem, type RecipientRole, type Template, type ZCreateTemplateInput } from '@signet/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { agreements, templates } from '../../db/schema/index.js';
import { getUserById } from '../account/users-repository.js';
import { effectivePlan } from '../plan/effective-plan.js';
import { findAgreement, loadAgreementParts, type AgreementParts, type AgreementRow } from '../agreement-core/agreements-repository.js';
import { copyAgreementContent, type RecipientChange } from '../agreement-core/copy-agreement-content.js';
import { requireOwnAgreement } from '../agreement-core/policy.js';
import { byActor, recordAgreementEvent, type Actor } from '../agreement-core/record-agreement-event.js';
import { defaultRoleName } from './role-names.js';
import { presentTemplate } from './present-template.js';
import { publishVersion } from './publish-version.js';
import { madeIn, type Workspace } from '../company/workspace.js';
import { findVersion, requireUsableTemplate } from './templates-repository.js';
import { workPlanHolder } from '../company/work-plan.js';

export type CreateTemplateValues = z.output<typeof ZCreateTemplateInput>;

interface Source {
  row: AgreementRow;
  parts: AgreementParts;
  /** An agreement's people become open roles; a template's roles are copied as they are. */
  recipient?: (row: AgreementParts['recipients'][number], index: number) => RecipientChange;
}

/**
 * A new template: empty (the editor then fills it), "Save as template" from one of the
 * sender's agreements (its people become open roles named after their role, its fields
 * stay with them, values cleared), or a copy of one of the sender's templates (its latest
 * version, else its working copy). A copy that is complete is published as version 1.
 */
export async function createTemplate(db: Db, input: { actor: Actor; values: CreateTemplateValues }): Promise<Template> {
  const { actor, values } = input;
  return db.transaction(async (tx) => {
    const owner = await getUserById(tx, actor.userId);
    const source = values.from ? await loadSource(tx, actor, values.from, owner.locale) : null;
    const name = values.name || source?.row.name || '';

    const [draft] = await tx
      .insert(agreements)
      .values({
        ...madeIn(actor),
        purpose: 'template',
        name,
        signingOrder: source?.row.signingOrder ?? false,
        subject: source?.row.subject ?? '',
        message: source?.row.message ?? '',
        draftStep: 1,
      })
      .returning();
    if (!draft) throw new Error('template draft insert returned nothing');
    if (source) await copyAgreementContent(tx, { from: source.parts, to: draft.id, ...(source.recipient ? { recipient: source.recipient } : {}) });
    // The template's own externalId and metadata (issue 38), never the source's.
    const [template] = await tx
      .insert(templates)
      .values({ ...madeIn(actor), name, draftAgreementId: draft.id, externalId: values.externalId ?? null, metadata: values.metadata ?? {} })
      .returning();
    if (!template) throw new Error('template insert returned nothing');
    await recordAgreementEvent(tx, { agreementId: draft.id, type: 'template_created', ...byActor(actor), data: { from: source ? source.row.id.toString() : null } });
    if (source?.row.purpose === 'agreement') {
      await recordAgreementEvent(tx, { agreementId: source.row.id, type: 'saved_as_template', ...byActor(actor), data: { templateId: template.id.toString() } });
    }

    const copied = await loadAgreementParts(tx, draft.id);
    const complete =
      source !== null &&
      templateProblem({ documentCount: copied.documents.length, recipients: copied.recipients, fields: copied.fields }, effectivePlan(await workPlanHolder(tx, actor, owner)).signersPerAgreement) === null;
    if (complete) await publishVersion(tx, { actor, template, draft, owner });
    return presentTemplate(tx, await requireUsableTemplate(tx, actor, template.id), actor);
  });
}

async function loadSource(tx: Db, workspace: Workspace, from: NonNullable<CreateTemplateValues['from']>, locale: string): Promise<Source> {
  if ('agreementId' in from) {
    const row = await requireOwnAgreement(tx, workspace, from.agreementId);
    const parts = await loadAgreementParts(tx, row.id);
    if (parts.documents.length === 0) throw new AppError(ErrorCode.ProcessHasNoFile);
    const counts: Record<RecipientRole, number> = { signer: 0, viewer: 0, approver: 0, filler: 0, copy: 0 };
    return {
      row,
      parts,
      recipient: (recipient) => {
        counts[recipient.role] += 1;
        return { roleName: recipient.roleName || defaultRoleName(recipient.role, counts[recipient.role], locale), name: '', email: '', accessCode: null, phone: null, ...(recipient.verification === 'access_code' ? { verification: null } : {}) };
      },
    };
  }
  const template = await requireUsableTemplate(tx, workspace, from.templateId);
  const version = await findVersion(tx, template.id);
  const row = await findAgreement(tx, version?.agreementId ?? template.draftAgreementId);
  if (!row) throw new Error(`template ${template.id} lost its content`);
  return { row, parts: await loadAgreementParts(tx, row.id) };
}
