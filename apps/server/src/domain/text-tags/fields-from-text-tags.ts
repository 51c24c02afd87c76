import { AppError, ErrorCode, ZFieldInput } from '@signet/contracts';
import type { z } from 'zod';
import type { TextTag } from './text-tag-types.js';

/** A field as the agreement's fields take it (ZFieldInput parsed: ids as bigints, every default filled). */
export type TextTagField = z.output<typeof ZFieldInput>;

/** A recipient a tag's role can name: by role name (without case), or by number, `index` + 1. */
export interface TextTagRecipient {
  id: bigint | number | string;
  roleName?: string | null;
  /** 0-based place in the agreement's recipient list: `role=1` is index 0. */
  index: number;
}

function recipientOf(tag: TextTag, recipients: readonly TextTagRecipient[]): TextTagRecipient {
  const wanted = tag.role.trim().toLowerCase();
  const byName = recipients.find((recipient) => (recipient.roleName ?? '').trim().toLowerCase() === wanted);
  if (byName) return byName;
  // A role name wins over a number, so a role really called "1" still works.
  const byNumber = /^\d+$/.test(wanted) ? recipients.find((recipient) => recipient.index + 1 === Number(wanted)) : undefined;
  if (byNumber) return byNumber;
  const values = { tag: tag.raw, page: tag.page };
  throw new AppError(ErrorCode.TextTagUnknownRole, { values, data: values, detail: `text tag ${tag.raw} on page ${tag.page}: no recipient has role "${tag.role}"` });
}

/** A name used twice gets _2, _3…: keys are unique within an agreement, and each tag is its own field. */
function uniqueKey(name: string | null, taken: Set<string>): string | null {
  if (name === null) return null;
  let key = name;
  for (let count = 2; taken.has(key.toLowerCase()); count++) key = `${name.slice(0, 40 - `_${count}`.length)}_${count}`;
  taken.add(key.toLowerCase());
  return key;
}

/**
 * The fields the tags of one document ask for, each given to the recipient its role names.
 * Throws TextTagUnknownRole (8472) naming the first tag whose role matches no recipient. A
 * signature and a company seal are always required, as the agreement's own rules have it.
 */
export function fieldsFromTextTags(tags: readonly TextTag[], recipients: readonly TextTagRecipient[], documentId: bigint | number | string): TextTagField[] {
  const taken = new Set<string>();
  return tags.map((tag) => {
    const recipient = recipientOf(tag, recipients);
    const options = tag.options?.map((value, index) => (tag.type === 'radio' ? { value, box: tag.optionBoxes?.[index] ?? tag.box } : { value }));
    return ZFieldInput.parse({
      recipientId: recipient.id,
      documentId,
      page: tag.page,
      type: tag.type,
      ...tag.box,
      required: tag.type === 'signature' || tag.type === 'company_seal' || tag.required,
      label: tag.name ?? '',
      key: uniqueKey(tag.name, taken),
      options: options ?? null,
    });
  });
}
