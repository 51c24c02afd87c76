import { inArray } from 'drizzle-orm';
import type { Template, TemplateRole, TemplateSummary } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { agreements } from '../../db/schema/index.js';
import { findAgreement, loadAgreementParts, type AgreementRecipientRow } from '../agreement-core/agreements-repository.js';
import { NO_ORIGIN } from '../agreement-core/agreement-origin.js';
import { presentAgreement } from '../agreement-core/present-agreement.js';
import { agreementsFromVersions, documentCountsOf, rolesOf, useCountsOf, versionsOf, type TemplateRow, type TemplateVersionRow } from './templates-repository.js';
import { mayManage } from '../company/company-policy.js';
import type { Workspace } from '../company/workspace.js';

/** A role as lists show it: pinned when the template names its person. */
export function presentRole(recipient: AgreementRecipientRow, index: number): TemplateRole {
  return {
    id: recipient.id,
    order: index + 1,
    roleName: recipient.roleName,
    role: recipient.role,
    step: recipient.step,
    group: recipient.groupMode,
    pinned: recipient.email ? { name: recipient.name, email: recipient.email } : null,
  };
}

/** Several templates as the list shows them, in the order given, with a handful of queries in all. */
export async function presentTemplates(db: Db, rows: readonly TemplateRow[]): Promise<TemplateSummary[]> {
  const versions = await versionsOf(db, rows.map((row) => row.id));
  const latest = new Map<bigint, TemplateVersionRow>();
  for (const version of versions) if (!latest.has(version.templateId)) latest.set(version.templateId, version);
  // Roles and documents come from the latest version; a template never published shows its working copy.
  const contentId = (row: TemplateRow) => latest.get(row.id)?.agreementId ?? row.draftAgreementId;
  const draftIds = rows.map((row) => row.draftAgreementId);
  const [drafts, roles, documentCounts, useCounts] = await Promise.all([
    draftIds.length === 0 ? [] : db.select({ id: agreements.id, name: agreements.name, updatedAt: agreements.updatedAt }).from(agreements).where(inArray(agreements.id, draftIds)),
    rolesOf(db, rows.map(contentId)),
    documentCountsOf(db, rows.map(contentId)),
    useCountsOf(db, versions.map((version) => version.id)),
  ]);
  const draftById = new Map(drafts.map((draft) => [draft.id, draft]));
  return rows.map((row) => {
    const version = latest.get(row.id);
    const uses = versions.filter((v) => v.templateId === row.id).reduce((sum, v) => sum + (useCounts.get(v.id) ?? 0), 0);
    const draft = draftById.get(row.draftAgreementId);
    const changedAt = draft?.updatedAt;
    return {
      id: row.id,
      // Before its first version the template is named by its working copy.
      name: row.name || draft?.name || '',
      draftAgreementId: row.draftAgreementId,
      readyMade: row.readyMadeKey !== null,
      authorId: row.ownerId,
      latestVersion: version ? { number: version.number, createdAt: version.createdAt.toISOString() } : null,
      hasDraftChanges: version !== undefined && changedAt !== undefined && changedAt > version.createdAt,
      roles: roles.filter((role) => role.agreementId === contentId(row)).map(presentRole),
      documentCount: documentCounts.get(contentId(row)) ?? 0,
      useCount: uses,
      publicLink: { enabled: row.publicEnabled, token: row.publicEnabled ? row.publicToken : null, dailyLimit: row.publicDailyLimit },
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      externalId: row.externalId,
      metadata: row.metadata,
    };
  });
}

/**
 * One template with its latest version's content and every version with the agreements made from
 * it that the viewer may see as their sender (a member their own, an admin the company's).
 */
export async function presentTemplate(db: Db, row: TemplateRow, viewer: Workspace): Promise<Template> {
  const [summary] = await presentTemplates(db, [row]);
  if (!summary) throw new Error(`template ${row.id} could not be presented`);
  const versions = await versionsOf(db, [row.id]);
  const latest = versions[0];
  const made = (await agreementsFromVersions(db, versions.map((version) => version.id))).filter((agreement) => mayManage(viewer, agreement, 'agreements.manageAll'));
  const people = await rolesOf(db, made.map((agreement) => agreement.id));
  let content = null;
  if (latest) {
    const versionRow = await findAgreement(db, latest.agreementId);
    if (versionRow) content = presentAgreement(versionRow, await loadAgreementParts(db, versionRow.id), NO_ORIGIN);
  }
  return {
    ...summary,
    content,
    versions: versions.map((version) => ({
      id: version.id,
      number: version.number,
      createdAt: version.createdAt.toISOString(),
      agreements: made
        .filter((agreement) => agreement.templateVersionId === version.id)
        .map((agreement) => ({
          id: agreement.id,
          name: agreement.name,
          status: agreement.status,
          people: people.filter((person) => person.agreementId === agreement.id).map((person) => person.name),
          createdAt: agreement.createdAt.toISOString(),
          sentAt: agreement.sentAt?.toISOString() ?? null,
        })),
    })),
  };
}
