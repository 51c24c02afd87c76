import { buffer } from 'node:stream/consumers';
import { MAIL_SEND, mailMessageIdForJob, mailOfPayload, ZMailPayload, type JobHandlers } from '../jobs/index.js';
import type { Mailer } from '../mail/mailer.js';
import type { FileStore } from '../storage/file-store.js';

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
      await deps.mailer.send({ ...mailOfPayload(payload), attachments, messageId: payload.messageId ?? mailMessageIdForJob(job.id) });
    },
  };
}
