import { eq, sql } from 'drizzle-orm';
import { templateProblem } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { agreements, templates, templateVersions } from '../../db/schema/index.js';
import type { UserRow } from '../account/users-repository.js';
import { effectivePlan } from '../plan/effective-plan.js';
import { loadAgreementParts, type AgreementRow } from '../agreement-core/agreements-repository.js';
import { copyAgreementContent } from '../agreement-core/copy-agreement-content.js';
import { problemError } from '../agreement-core/draft-input.js';
import { byActor, recordAgreementEvent, type Actor } from '../agreement-core/record-agreement-event.js';
import type { TemplateRow, TemplateVersionRow } from './templates-repository.js';
import { workPlanHolder } from '../company/work-plan.js';

/**
 * Freezes the working copy as the template's next version: the same checks as sending,
 * for roles (templateProblem), then a copy no operation can change. Call it inside a
 * transaction that holds the template row locked, so two publishes number in turn.
 */
export async function publishVersion(
  tx: Db,
  input: { actor: Actor; template: TemplateRow; draft: AgreementRow; owner: UserRow },
): Promise<TemplateVersionRow> {
  const { template, draft } = input;
  const parts = await loadAgreementParts(tx, draft.id);
  const problem = templateProblem(
    { documentCount: parts.documents.length, recipients: parts.recipients, fields: parts.fields },
    effectivePlan(await workPlanHolder(tx, template, input.owner)).signersPerAgreement,
  );
  if (problem) throw problemError(problem);

  const name = draft.name || parts.documents[0]?.name || template.name;
  const [frozen] = await tx
    .insert(agreements)
    .values({
      ownerId: template.ownerId,
      companyId: template.companyId,
      purpose: 'template_version',
      name,
      signingOrder: draft.signingOrder,
      subject: draft.subject,
      message: draft.message,
      draftStep: 3,
    })
    .returning();
  if (!frozen) throw new Error('template version insert returned nothing');
  await copyAgreementContent(tx, { from: parts, to: frozen.id });

  const [last] = await tx
    .select({ number: sql<number>`coalesce(max(${templateVersions.number}), 0)::int` })
    .from(templateVersions)
    .where(eq(templateVersions.templateId, template.id));
  const [version] = await tx
    .insert(templateVersions)
    .values({ templateId: template.id, number: Number(last?.number ?? 0) + 1, agreementId: frozen.id })
    .returning();
  if (!version) throw new Error('template version insert returned nothing');
  await tx.update(templates).set({ name, updatedAt: new Date() }).where(eq(templates.id, template.id));
  await recordAgreementEvent(tx, { agreementId: draft.id, type: 'template_published', ...byActor(input.actor), data: { version: version.number } });
  return version;
}
