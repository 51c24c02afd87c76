import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { AppError, ErrorCode, bulkColumnsOf } from '@signet/contracts';
import type { Db } from '../../../db/client.js';
import type { DocumentFile } from '../../documents/open-document-file.js';
import { findAgreement, loadAgreementParts } from '../../agreement-core/agreements-repository.js';
import { NO_ORIGIN } from '../../agreement-core/agreement-origin.js';
import { presentAgreement } from '../../agreement-core/present-agreement.js';
import { findVersion, requireUsableTemplate } from '../templates-repository.js';
import type { Workspace } from '../../company/workspace.js';

/** Papa Parse loads with the first sample asked for, not at start-up. */
const loadPapaParse = async () => (await import('papaparse')).default;

/**
 * A CSV with the columns of the latest version and one example row (written by Papa
 * Parse). It starts with a UTF-8 byte-order mark so spreadsheet programs read Chinese
 * role names right.
 */
export async function bulkSample(db: Db, input: Workspace & { templateId: bigint }): Promise<DocumentFile> {
  const template = await requireUsableTemplate(db, input, input.templateId);
  const version = await findVersion(db, template.id);
  const row = version ? await findAgreement(db, version.agreementId) : undefined;
  if (!version || !row) throw new AppError(ErrorCode.ParameterError, { messageKey: 'template_not_published', data: { issues: [{ in: 'params', path: 'templateId', message: 'template_not_published' }] } });
  const columns = bulkColumnsOf(presentAgreement(row, await loadAgreementParts(db, row.id), NO_ORIGIN));
  const example = columns.map((column, index) => {
    if (column.kind === 'field') return column.fieldType === 'checkbox' ? 'yes' : '';
    if (!column.required) return '';
    const n = Math.floor(index / 2) + 1;
    return column.kind === 'name' ? `Person ${n}` : `person${n}@example.com`;
  });
  const Papa = await loadPapaParse();
  const bytes = Buffer.from(`\uFEFF${Papa.unparse([columns.map((column) => column.header), example])}\r\n`, 'utf8');
  return {
    open: async (range) => Readable.from([range ? bytes.subarray(range.start, range.end + 1) : bytes]),
    contentType: 'text/csv',
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    fileName: `${template.name || 'template'} - bulk send.csv`,
  };
}
