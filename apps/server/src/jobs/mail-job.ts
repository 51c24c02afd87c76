import { buffer } from 'node:stream/consumers';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import type { MailAttachment, MailMessage, Mailer } from '../mail/mailer.js';
import type { FileStore } from '../storage/file-store.js';
import { enqueueJob, type EnqueuedJob } from './enqueue-job.js';
import type { JobHandlers } from './job.js';

export const MAIL_SEND = 'mail.send';

/** An attachment kept in the file store, read when the mail is sent: job payloads stay small. */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  storageKey: string;
}

export type LaterMail = Omit<MailMessage, 'attachments'> & { attachments?: (MailAttachment | StoredAttachment)[] };

const ZMailPayload = z.object({
  to: z.array(z.string()).min(1),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  messageId: z.string().optional(),
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
  const payload: z.input<typeof ZMailPayload> = { ...message, attachments };
  return enqueueJob(db, { type: MAIL_SEND, payload, ...options });
}

/** The 'mail.send' handler. Stored attachments need `files`. */
export function mailJobHandlers(deps: { mailer: Mailer; files?: FileStore }): JobHandlers {
  return {
    [MAIL_SEND]: async (job) => {
      const payload = ZMailPayload.parse(job.payload);
      const attachments = await Promise.all(
        payload.attachments.map(async (attachment) => {
          let content: Buffer;
          if ('contentBase64' in attachment) content = Buffer.from(attachment.contentBase64, 'base64');
          else if (deps.files) content = await buffer(await deps.files.get(attachment.storageKey));
          else throw new Error('mail.send needs a file store for stored attachments');
          return { filename: attachment.filename, contentType: attachment.contentType, content };
        }),
      );
      await deps.mailer.send({ ...payload, attachments, messageId: payload.messageId ?? mailMessageIdForJob(job.id) });
    },
  };
}
