import { z } from 'zod';
import type { Db } from '../db/client.js';
import type { MailAttachment, MailMessage } from '../mail/mailer.js';
import { enqueueJob, type EnqueuedJob } from './enqueue-job.js';

export const MAIL_SEND = 'mail.send';

/** An attachment kept in the file store, read when the mail is sent: job payloads stay small. */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  storageKey: string;
}

export type LaterMail = Omit<MailMessage, 'attachments'> & { attachments?: (MailAttachment | StoredAttachment)[] };

/** The message of a mail job, as the mailer takes it (ids back to bigints). */
export const mailOfPayload = (payload: z.output<typeof ZMailPayload>) => ({ ...payload, testOwnerId: payload.testOwnerId === undefined ? undefined : BigInt(payload.testOwnerId) });

export const ZMailPayload = z.object({
  to: z.array(z.string()).min(1),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  messageId: z.string().optional(),
  replyTo: z.string().optional(),
  /** A test agreement's mail (issue 38): kept in the outbox for this user, never sent. */
  testOwnerId: z.string().regex(/^\d+$/).optional(),
  attachments: z
    .array(
      z.object({ filename: z.string(), contentType: z.string() }).and(
        z.union([z.object({ contentBase64: z.string() }), z.object({ storageKey: z.string() })]),
      ),
    )
    .default([]),
});

/** The Message-ID of the mail a job sends: the same on every attempt, so a retry cannot make a second mail. */
export function mailMessageIdForJob(jobId: bigint): string {
  return `<job-${jobId}@signet>`;
}

/**
 * Sends mail from a job, so a slow or failing mail server never fails the
 * request that caused the mail. Call it inside the caller's transaction.
 */
export function sendMailLater(
  db: Db,
  message: LaterMail,
  options: { dedupeKey?: string; runAt?: Date } = {},
): Promise<EnqueuedJob> {
  const attachments = (message.attachments ?? []).map((attachment) =>
    'storageKey' in attachment
      ? attachment
      : { filename: attachment.filename, contentType: attachment.contentType, contentBase64: attachment.content.toString('base64') },
  );
  const { testOwnerId, ...rest } = message;
  const payload: z.input<typeof ZMailPayload> = { ...rest, attachments, ...(testOwnerId === undefined ? {} : { testOwnerId: testOwnerId.toString() }) };
  return enqueueJob(db, { type: MAIL_SEND, payload, ...options });
}
