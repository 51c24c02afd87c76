import { readFile } from 'node:fs/promises';
import { AppError, ErrorCode, LIMITS, bulkColumnsOf, readOnlyFieldsProblem, type BulkSend } from '@signet/contracts';
import type { Db } from '../../../db/client.js';
import { bulkSendRows, bulkSends, type BulkProblem } from '../../../db/schema/index.js';
import { getUserById } from '../../account/users-repository.js';
import { effectivePlan } from '../../plan/effective-plan.js';
import { findAgreement, loadAgreementParts } from '../../agreement-core/agreements-repository.js';
import { NO_ORIGIN } from '../../agreement-core/agreement-origin.js';
import { presentAgreement } from '../../agreement-core/present-agreement.js';
import { findVersion, requireUsableTemplate } from '../templates-repository.js';
import { checkRows } from './check-rows.js';
import { presentBulkSend } from './present-bulk-send.js';
import { readBulkSheet } from './read-sheet.js';
import { madeIn, type Workspace } from '../../company/workspace.js';
import { workPlanHolder } from '../../company/work-plan.js';

/** Rows are written in batches of this many, so a 1,000-row file is a handful of statements. */
const INSERT_BATCH = 250;

/**
 * The dry run of a bulk send: reads the file, checks every row against the template's
 * latest version and the owner's quota, and keeps the result (nothing is sent). Problems
 * of the whole file (unreadable, a missing column, no rows, too many, not enough quota, a
 * read-only field nobody can fill)
 * and of each row are in the answer.
 */
export async function checkBulkSend(db: Db, input: Workspace & { templateId: bigint; file: { path: string; fileName: string } }): Promise<BulkSend> {
  const template = await requireUsableTemplate(db, input, input.templateId);
  const version = await findVersion(db, template.id);
  if (!version) throw new AppError(ErrorCode.ParameterError, { messageKey: 'template_not_published', data: { issues: [{ in: 'params', path: 'templateId', message: 'template_not_published' }] } });
  const versionRow = await findAgreement(db, version.agreementId);
  if (!versionRow) throw new Error(`template version ${version.id} lost its content`);
  const content = presentAgreement(versionRow, await loadAgreementParts(db, versionRow.id), NO_ORIGIN);
  const columns = bulkColumnsOf(content);
  // A read-only field without a value and without a column (it has no label) can be filled by nobody.
  const inColumns = new Set(columns.flatMap((column) => (column.kind === 'field' ? [column.fieldId] : [])));
  const unfillable = readOnlyFieldsProblem(content.fields.filter((field) => !inColumns.has(field.id)));

  const sheet = await readBulkSheet(await readFile(input.file.path));
  const checked = sheet ? checkRows(columns, sheet) : { fileErrors: [{ key: 'bulk_unreadable', values: {} }], rows: [] };
  const fileErrors: BulkProblem[] = [...(unfillable ? [{ key: unfillable.messageKey, values: unfillable.values ?? {} }] : []), ...checked.fileErrors];
  if (sheet && checked.fileErrors.length === 0 && checked.rows.length === 0) fileErrors.push({ key: 'bulk_no_rows', values: {} });
  if (checked.rows.length > LIMITS.bulkSendRows) fileErrors.push({ key: 'bulk_too_many_rows', values: { n: LIMITS.bulkSendRows } });
  const owner = await workPlanHolder(db, input, await getUserById(db, input.userId));
  const quota = effectivePlan(owner).signatureQuota;
  const valid = checked.rows.filter((row) => row.valid).length;
  if (quota !== null && valid > quota - owner.signaturesUsed) fileErrors.push({ key: 'bulk_quota', values: { n: Math.max(0, quota - owner.signaturesUsed), needed: valid } });

  return db.transaction(async (tx) => {
    const [bulk] = await tx
      .insert(bulkSends)
      .values({ ...madeIn(input), templateId: template.id, versionId: version.id, fileName: input.file.fileName, fileErrors })
      .returning();
    if (!bulk) throw new Error('bulk send insert returned nothing');
    const rows = checked.rows.slice(0, LIMITS.bulkSendRows).map((row) => ({
      bulkSendId: bulk.id,
      line: row.line,
      status: row.valid ? ('ready' as const) : ('invalid' as const),
      label: row.label,
      values: row.values,
      errors: row.errors,
    }));
    for (let start = 0; start < rows.length; start += INSERT_BATCH) await tx.insert(bulkSendRows).values(rows.slice(start, start + INSERT_BATCH));
    return presentBulkSend(tx, bulk);
  });
}
