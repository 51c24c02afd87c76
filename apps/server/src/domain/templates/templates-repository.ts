import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { AppError, ErrorCode } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { mayManage, mayUseTemplate } from '../company/company-policy.js';
import type { Workspace } from '../company/workspace.js';
import { agreementDocuments, agreementRecipients, agreements, templates, templateVersions } from '../../db/schema/index.js';

export type TemplateRow = typeof templates.$inferSelect;
export type TemplateVersionRow = typeof templateVersions.$inferSelect;

async function findLiveTemplate(db: Db, templateId: bigint, forUpdate: boolean): Promise<TemplateRow | undefined> {
  const query = db
    .select()
    .from(templates)
    .where(and(eq(templates.id, templateId), isNull(templates.deletedAt)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/**
 * A template the workspace may use (see, send from, bulk-send, copy): its own, or any of its
 * company's (issue 32). 404 for anything else, so a template's existence is never revealed.
 */
export async function requireUsableTemplate(db: Db, workspace: Workspace, templateId: bigint, options: { forUpdate?: boolean } = {}): Promise<TemplateRow> {
  const row = await findLiveTemplate(db, templateId, options.forUpdate ?? false);
  if (!row || !mayUseTemplate(workspace, row)) throw new AppError(ErrorCode.NotFound);
  return row;
}

/**
 * A template the workspace may change (publish, share, delete): its author's, or any company
 * template for an admin. A member who may use it but not change it gets 8202.
 */
export async function requireEditableTemplate(db: Db, workspace: Workspace, templateId: bigint, options: { forUpdate?: boolean } = {}): Promise<TemplateRow> {
  const row = await requireUsableTemplate(db, workspace, templateId, options);
  if (!mayManage(workspace, row, 'templates.manageAll')) {
    throw new AppError(ErrorCode.CompanyRoleTooLow, { detail: `template ${row.id} is another member's` });
  }
  return row;
}

/** Versions of the templates, newest first. */
export async function versionsOf(db: Db, templateIds: readonly bigint[]): Promise<TemplateVersionRow[]> {
  if (templateIds.length === 0) return [];
  return db.select().from(templateVersions).where(inArray(templateVersions.templateId, [...templateIds])).orderBy(desc(templateVersions.number));
}

/** The template's version by number, or its latest; undefined when it has none. */
export async function findVersion(db: Db, templateId: bigint, number?: number): Promise<TemplateVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(templateVersions)
    .where(number === undefined ? eq(templateVersions.templateId, templateId) : and(eq(templateVersions.templateId, templateId), eq(templateVersions.number, number)))
    .orderBy(desc(templateVersions.number))
    .limit(1);
  return row;
}

/** Recipients (roles) of several agreement rows at once, in list order. */
export async function rolesOf(db: Db, agreementIds: readonly bigint[]) {
  if (agreementIds.length === 0) return [];
  return db
    .select()
    .from(agreementRecipients)
    .where(inArray(agreementRecipients.agreementId, [...agreementIds]))
    .orderBy(agreementRecipients.agreementId, agreementRecipients.position);
}

/** How many documents each agreement row holds. */
export async function documentCountsOf(db: Db, agreementIds: readonly bigint[]): Promise<Map<bigint, number>> {
  if (agreementIds.length === 0) return new Map();
  const rows = await db
    .select({ agreementId: agreementDocuments.agreementId, n: sql<number>`count(*)::int` })
    .from(agreementDocuments)
    .where(inArray(agreementDocuments.agreementId, [...agreementIds]))
    .groupBy(agreementDocuments.agreementId);
  return new Map(rows.map((row) => [row.agreementId, Number(row.n)]));
}

/** The agreements made from each version, with whose they are (the trash included: they were made from it all the same). */
export async function agreementsFromVersions(db: Db, versionIds: readonly bigint[]) {
  if (versionIds.length === 0) return [];
  return db
    .select({
      id: agreements.id,
      ownerId: agreements.ownerId,
      companyId: agreements.companyId,
      name: agreements.name,
      status: agreements.status,
      createdAt: agreements.createdAt,
      sentAt: agreements.sentAt,
      templateVersionId: agreements.templateVersionId,
    })
    .from(agreements)
    .where(and(eq(agreements.purpose, 'agreement'), inArray(agreements.templateVersionId, [...versionIds])))
    .orderBy(desc(agreements.id));
}

/** How many agreements each version was used for. */
export async function useCountsOf(db: Db, versionIds: readonly bigint[]): Promise<Map<bigint, number>> {
  if (versionIds.length === 0) return new Map();
  const rows = await db
    .select({ versionId: agreements.templateVersionId, n: sql<number>`count(*)::int` })
    .from(agreements)
    .where(and(eq(agreements.purpose, 'agreement'), inArray(agreements.templateVersionId, [...versionIds])))
    .groupBy(agreements.templateVersionId);
  return new Map(rows.flatMap((row) => (row.versionId === null ? [] : [[row.versionId, Number(row.n)] as const])));
}
