import { AppError, ErrorCode, type Agreement } from '@signet/contracts';
import type { FieldsValues } from '../agreements/save-agreement-fields.js';
import { fieldsFromTextTags } from '../text-tags/fields-from-text-tags.js';
import { findTextTags } from '../text-tags/find-text-tags.js';
import { hideTextTags } from '../text-tags/hide-text-tags.js';
import { textTagProblemError } from '../text-tags/text-tag-errors.js';
import type { ReadTextTags, ReceivedDocument } from './receive-documents.js';

/** Each document's tags, refused at the first malformed one (naming it and its page), and the document without them. */
export function readTextTagsOf(): ReadTextTags {
  return async (pdf) => {
    const scan = await findTextTags(pdf);
    const [problem] = scan.problems;
    if (problem) throw textTagProblemError(problem);
    if (scan.tags.length === 0) return { pdf: null, tags: [] };
    return { pdf: await hideTextTags(pdf, scan.tags), tags: scan.tags };
  };
}

/**
 * The fields the documents' tags ask for, on the new agreement's documents and recipients (a tag's role is a
 * role name or a recipient's number). A request for text tags whose documents have none is refused (8473):
 * it would otherwise send a document without the fields its sender meant.
 */
export function fieldsFromTags(received: readonly ReceivedDocument[], agreement: Agreement): FieldsValues['fields'] {
  if (received.every((document) => document.tags.length === 0)) throw new AppError(ErrorCode.TextTagsNotFound, { detail: 'no document has text tags' });
  const recipients = agreement.recipients.map((recipient, index) => ({ id: recipient.id, roleName: recipient.roleName ?? null, index }));
  return received.flatMap((document, index) => {
    const agreementDocument = agreement.documents[index];
    if (!agreementDocument) throw new Error(`agreement lost document ${index}`);
    return fieldsFromTextTags(document.tags, recipients, agreementDocument.id);
  });
}
