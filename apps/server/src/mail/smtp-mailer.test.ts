import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePdf } from '../../test/helpers/sample-pdf.js';
import { startSmtpTestServer, type SmtpTestServer } from '../../test/helpers/smtp-test-server.js';
import { SmtpMailer } from './smtp-mailer.js';

describe('SmtpMailer', () => {
  let server: SmtpTestServer;
  let mailer: SmtpMailer;
  beforeAll(async () => {
    server = await startSmtpTestServer();
    mailer = new SmtpMailer(server.url, 'Signet 签署 <no-reply@signet.test>');
  });
  afterAll(async () => {
    await mailer.close();
    await server.close();
  });

  it('delivers a UTF-8 Chinese subject and body and a PDF attachment intact', async () => {
    const pdf = samplePdf();
    const sent = await mailer.send({
      to: ['张三 <zhang@example.com>', 'li@example.com'],
      subject: '请签署：《租赁合同》2026 年版',
      text: '您好，张三：\n请在 7 天内签署文件。✍️',
      html: '<p>您好，<b>张三</b>：请签署。</p>',
      attachments: [{ filename: '租赁合同.pdf', content: pdf, contentType: 'application/pdf' }],
      messageId: '<smtp-test-1@signet>',
    });

    expect(sent.messageId).toBe('<smtp-test-1@signet>');
    expect(server.received).toHaveLength(1);
    const [mail] = server.received;
    expect(mail?.envelope).toEqual({ from: 'no-reply@signet.test', to: ['zhang@example.com', 'li@example.com'] });
    const parsed = mail!.parsed;
    expect(parsed.subject).toBe('请签署：《租赁合同》2026 年版');
    expect(parsed.text?.trim()).toBe('您好，张三：\n请在 7 天内签署文件。✍️');
    expect(parsed.html).toContain('<b>张三</b>');
    expect(parsed.from?.value[0]).toEqual({ name: 'Signet 签署', address: 'no-reply@signet.test' });
    expect(parsed.messageId).toBe('<smtp-test-1@signet>');
    expect(parsed.attachments).toHaveLength(1);
    expect(parsed.attachments[0]).toMatchObject({ filename: '租赁合同.pdf', contentType: 'application/pdf', size: pdf.length });
    expect(parsed.attachments[0]?.content.equals(pdf)).toBe(true);
  });

  it('rejects when the server cannot be reached', async () => {
    const unreachable = new SmtpMailer('smtp://127.0.0.1:1', 'no-reply@signet.test');
    await expect(unreachable.send({ to: ['a@example.com'], subject: 's', text: 't' })).rejects.toThrow();
    await unreachable.close();
  });
});
