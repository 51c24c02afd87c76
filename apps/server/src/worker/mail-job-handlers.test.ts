import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../db/schema/index.js';
import { getOutboxMessage, listOutboxMessages } from '../mail/outbox-repository.js';
import { OutboxMailer } from '../mail/outbox-mailer.js';
import { LocalFileStore } from '../storage/local-file-store.js';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../../test/helpers/database.js';
import { readJob } from '../../test/helpers/jobs.js';
import { samplePdf } from '../../test/helpers/sample-pdf.js';
import { JobWorker } from '../jobs/job-worker.js';
import { mailMessageIdForJob, sendMailLater } from '../jobs/mail-job.js';
import { mailJobHandlers } from './mail-job-handlers.js';
import { eventually } from '../../test/helpers/eventually.js';

describe.each(databaseTargets())('mail.send jobs on %s', (kind) => {
  let database: TestDatabase;
  let folder: string;
  let files: LocalFileStore;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    folder = await mkdtemp(path.join(tmpdir(), 'signet-mail-job-'));
    files = new LocalFileStore(folder);
  });
  afterAll(async () => {
    await database.drop();
    await rm(folder, { recursive: true, force: true });
  });

  it('sends mail enqueued in a transaction, with inline and stored attachments, under a Message-ID from the job id', async () => {
    const pdf = samplePdf();
    await files.put('documents/2026/11/7.pdf', pdf);
    const { id } = await database.db.transaction((tx) =>
      sendMailLater(tx, {
        to: ['signer@example.com'],
        subject: '请签署',
        text: 'Please sign.',
        attachments: [
          { filename: 'inline.txt', contentType: 'text/plain', content: Buffer.from('inline 内容') },
          { filename: 'contract.pdf', contentType: 'application/pdf', storageKey: 'documents/2026/11/7.pdf' },
        ],
      }),
    );
    const mailer = new OutboxMailer(database.db, 'Signet <no-reply@signet.test>');
    const worker = new JobWorker(database.db, { handlers: mailJobHandlers({ mailer, files }), pollIntervalMs: 50 });
    await worker.start();
    await eventually(async () => expect((await readJob(database.db, id)).status).toBe('done'));
    await worker.stop();

    const [kept] = await database.db.select().from(outboxMessages).where(eq(outboxMessages.messageId, mailMessageIdForJob(id)));
    expect(kept).toBeDefined();
    expect((await getOutboxMessage(database.db, kept!.id))?.attachments).toEqual([
      { filename: 'inline.txt', contentType: 'text/plain', size: Buffer.byteLength('inline 内容') },
      { filename: 'contract.pdf', contentType: 'application/pdf', size: pdf.length },
    ]);
  });

  it('makes the same message on a retry, which the outbox keeps once', async () => {
    const { id } = await sendMailLater(database.db, { to: ['retry@example.com'], subject: 'Once only', text: 'x' });
    const job = await readJob(database.db, id);
    const mailer = new OutboxMailer(database.db, 'no-reply@signet.test');
    const handler = mailJobHandlers({ mailer })['mail.send']!;
    const context = { db: database.db, workerId: 'test', signal: new AbortController().signal };
    // As if the worker crashed after sending and the job ran again.
    await handler(job, context);
    await handler({ ...job, attempts: 2 }, context);
    expect(await listOutboxMessages(database.db, { to: 'retry@example.com', limit: 10 })).toHaveLength(1);
  });
});
