import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../../test/helpers/database.js';
import { samplePdf } from '../../test/helpers/sample-pdf.js';
import { createMailer } from './create-mailer.js';
import { OutboxMailer } from './outbox-mailer.js';
import { getOutboxMessage, getOutboxRawMessage, listOutboxMessages } from './outbox-repository.js';

describe.each(databaseTargets())('OutboxMailer on %s', (kind) => {
  let database: TestDatabase;
  let mailer: OutboxMailer;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    mailer = new OutboxMailer(database.db, 'Signet <no-reply@signet.test>');
  });
  afterAll(() => database.drop());

  it('keeps the full message, its summary and its exact MIME bytes', async () => {
    const pdf = samplePdf();
    const { messageId } = await mailer.send({
      to: ['王五 <Wang@Example.com>'],
      subject: '请签署：合同',
      text: '请签署。',
      html: '<p>请签署。</p>',
      attachments: [{ filename: '合同.pdf', content: pdf, contentType: 'application/pdf' }],
    });
    expect(messageId).toMatch(/^<.+@.+>$/);

    const [summary] = await listOutboxMessages(database.db, { limit: 1 });
    // The envelope address, as SMTP would get it: nodemailer lower-cases the domain only.
    expect(summary).toMatchObject({ to: ['Wang@example.com'], subject: '请签署：合同' });
    expect(new Date(summary!.createdAt).toISOString()).toBe(summary!.createdAt);

    const message = await getOutboxMessage(database.db, summary!.id);
    expect(message).toEqual({
      ...summary,
      from: 'Signet <no-reply@signet.test>',
      text: '请签署。',
      html: '<p>请签署。</p>',
      attachments: [{ filename: '合同.pdf', contentType: 'application/pdf', size: pdf.length }],
    });

    const parsed = await simpleParser((await getOutboxRawMessage(database.db, summary!.id))!);
    expect(parsed.messageId).toBe(messageId);
    expect(parsed.subject).toBe('请签署：合同');
    expect(parsed.attachments[0]?.content.equals(pdf)).toBe(true);
  });

  it('keeps one row when the same messageId is sent twice', async () => {
    const message = { to: ['dedupe@example.com'], subject: 'Once', text: 'first', messageId: '<dedupe-1@signet>' };
    await mailer.send(message);
    const second = await mailer.send({ ...message, text: 'retried' });
    expect(second.messageId).toBe('<dedupe-1@signet>');
    const kept = await listOutboxMessages(database.db, { to: 'dedupe@example.com', limit: 10 });
    expect(kept).toHaveLength(1);
    expect((await getOutboxMessage(database.db, kept[0]!.id))?.text).toBe('first');
  });

  it('lists newest first, filtered by recipient without regard to case', async () => {
    for (const [index, to] of [['a@example.com'], ['b@example.com'], ['a@example.com', 'c@example.com']].entries()) {
      await mailer.send({ to, subject: `Mail ${index}`, text: 'x' });
    }
    const forA = await listOutboxMessages(database.db, { to: 'A@EXAMPLE.COM', limit: 10 });
    expect(forA.map((m) => m.subject)).toEqual(['Mail 2', 'Mail 0']);
    expect((await listOutboxMessages(database.db, { limit: 2 })).map((m) => m.subject)).toEqual(['Mail 2', 'Mail 1']);
    expect(await listOutboxMessages(database.db, { to: 'nobody@example.com', limit: 10 })).toEqual([]);
  });

  it('answers null for an unknown id', async () => {
    expect(await getOutboxMessage(database.db, 1n)).toBeNull();
  });

  it('is what createMailer builds without an SMTP URL', () => {
    expect(createMailer({ kind: 'outbox', from: 'x@signet.test' }, database.db)).toBeInstanceOf(OutboxMailer);
  });
});
