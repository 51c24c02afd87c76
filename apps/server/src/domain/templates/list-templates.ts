import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { TemplateSort, TemplateSummary } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { templates } from '../../db/schema/index.js';
import { presentTemplates } from './present-template.js';
import { ensureReadyMadeTemplates } from './ready-made/ensure-ready-made.js';
import { getUserById } from '../account/users-repository.js';
import type { FileStore } from '../../storage/file-store.js';
import { likePattern } from '../agreements/agreement-list-query.js';
import type { Workspace } from '../company/workspace.js';

const ORDER = {
  updated_desc: [desc(templates.updatedAt), desc(templates.id)],
  name_asc: [asc(sql`lower(${templates.name})`), asc(templates.id)],
  created_desc: [desc(templates.id)],
} as const;

/** A sender keeps tens of templates, not thousands: one page holds them all. */
const MAX_TEMPLATES = 500;

/**
 * The workspace's templates (the person's own in the personal space, every one of the company's in a
 * company), matching `q` in their name when given; Signet's ready-made ones are copied into the
 * personal space first.
 */
export async function listTemplates(db: Db, files: FileStore, input: Workspace & { q?: string | undefined; sort: TemplateSort; externalId?: string | undefined }): Promise<TemplateSummary[]> {
  if (input.companyId === null) await ensureReadyMadeTemplates(db, files, await getUserById(db, input.userId));
  const q = input.q?.trim();
  const rows = await db
    .select()
    .from(templates)
    .where(and(input.companyId === null ? and(eq(templates.ownerId, input.userId), isNull(templates.companyId)) : eq(templates.companyId, input.companyId), isNull(templates.deletedAt), q ? sql`lower(${templates.name}) like ${likePattern(q)}` : undefined, input.externalId === undefined ? undefined : eq(templates.externalId, input.externalId)))
    .orderBy(...ORDER[input.sort])
    .limit(MAX_TEMPLATES);
  return presentTemplates(db, rows);
}
