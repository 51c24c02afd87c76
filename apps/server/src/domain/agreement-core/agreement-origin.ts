import { eq } from 'drizzle-orm';
import type { Agreement } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { templates, templateVersions } from '../../db/schema/index.js';
import type { AgreementRow } from './agreements-repository.js';

/** Which template an agreement row belongs to (a working copy) or was made from (issue 14). */
export type AgreementOrigin = Pick<Agreement, 'template' | 'fromTemplate'>;

export const NO_ORIGIN: AgreementOrigin = { template: null, fromTemplate: null };

/** Looks the template up only for rows that have one, so a plain agreement costs no query. */
export async function loadAgreementOrigin(db: Db, row: Pick<AgreementRow, 'id' | 'name' | 'purpose' | 'templateVersionId'>): Promise<AgreementOrigin> {
  if (row.purpose === 'template') {
    const [template] = await db.select().from(templates).where(eq(templates.draftAgreementId, row.id));
    if (!template) return NO_ORIGIN;
    const versions = await db.$count(templateVersions, eq(templateVersions.templateId, template.id));
    // Before its first version the template is named by its working copy.
    return { template: { id: template.id, name: template.name || row.name, versionCount: versions }, fromTemplate: null };
  }
  if (row.templateVersionId === null) return NO_ORIGIN;
  const [from] = await db
    .select({ id: templates.id, name: templates.name, version: templateVersions.number })
    .from(templateVersions)
    .innerJoin(templates, eq(templates.id, templateVersions.templateId))
    .where(eq(templateVersions.id, row.templateVersionId));
  return { template: null, fromTemplate: from ?? null };
}
