import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { and, eq, isNull } from 'drizzle-orm';
import { LIMITS, type SignerAttachment } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { agreementFields, signerAttachments } from '../../db/schema/index.js';
import type { FileStore } from '../../storage/file-store.js';
import { detectImageType } from '../account/image-type.js';
import { fieldIssue } from './field-rules.js';
import { requireSigner, type SignerCredentials } from './signer-access.js';
import { assertCanActFor } from './signer-refusal.js';
import { presentAttachment } from '../agreement-core/attachments-repository.js';

const IMAGE_TYPES = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const;

/** The file's real type from its first bytes (never its name or the type the browser declared). */
export function attachmentTypeOf(bytes: Buffer): SignerAttachment['contentType'] | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  const image = detectImageType(bytes);
  return image ? IMAGE_TYPES[image] : null;
}

/**
 * A signer uploads the file for one of their attachment fields (issue 36): a PDF, PNG, JPEG or WebP
 * by its bytes, up to LIMITS.attachmentBytes, stored under its SHA-256. It stays theirs alone until
 * they submit with its id; a newer upload for the field replaces one not yet submitted (its file
 * goes unless another row still names it). 403 naming `file` or `fieldId` with the reason otherwise.
 */
export async function uploadSignerAttachment(
  db: Db,
  files: FileStore,
  input: { recipientId: bigint; credentials: SignerCredentials; fieldId: bigint; file: { path: string; fileName: string; size: number } | null; ip: string; userAgent: string; now?: Date },
): Promise<SignerAttachment> {
  const now = input.now ?? new Date();
  const context = await requireSigner(db, { ...input, now });
  assertCanActFor(context);
  const { agreement, recipient: me } = context;
  const [field] = await db
    .select({ id: agreementFields.id, type: agreementFields.type })
    .from(agreementFields)
    .where(and(eq(agreementFields.id, input.fieldId), eq(agreementFields.agreementId, agreement.id), eq(agreementFields.recipientId, me.id)));
  if (!field) throw fieldIssue('fieldId', 'Not one of your fields.');
  if (field.type !== 'attachment') throw fieldIssue('fieldId', `A ${field.type} field takes no file; upload into an attachment field.`);
  if (!input.file) throw fieldIssue('file', 'Choose a file to attach.', 'attachment_missing');
  const megabytes = LIMITS.attachmentBytes / (1024 * 1024);
  if (input.file.size > LIMITS.attachmentBytes) throw fieldIssue('file', `This file is larger than ${megabytes} MB; attach a smaller one.`, 'attachment_too_large', { megabytes });
  const bytes = await readFile(input.file.path);
  if (bytes.length === 0) throw fieldIssue('file', 'This file is empty.', 'attachment_empty');
  const contentType = attachmentTypeOf(bytes);
  if (!contentType) throw fieldIssue('file', 'Attach a PDF, PNG, JPEG or WebP file; this file is none of these (judged by its content, not its name).', 'attachment_type');

  const sha = createHash('sha256').update(bytes).digest('hex');
  const key = `attachments/${agreement.id}/${me.id}/${sha}`;
  const stored = await files.put(key, bytes, { contentType });
  return db.transaction(async (tx) => {
    const replaced = await tx
      .delete(signerAttachments)
      .where(and(eq(signerAttachments.fieldId, field.id), eq(signerAttachments.recipientId, me.id), isNull(signerAttachments.submittedAt)))
      .returning({ fileKey: signerAttachments.fileKey });
    const [row] = await tx
      .insert(signerAttachments)
      .values({ agreementId: agreement.id, recipientId: me.id, fieldId: field.id, name: input.file!.fileName, contentType, size: bytes.length, sha256: stored.sha256, fileKey: key, createdAt: now })
      .returning();
    // The same bytes uploaded again keep their file; another file the field held goes.
    for (const gone of replaced) if (gone.fileKey !== key) await files.delete(gone.fileKey).catch(() => undefined);
    return presentAttachment(row!);
  });
}
