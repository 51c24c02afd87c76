import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@signet/contracts';
import { ErrorCode } from '@signet/contracts';
import { readLatestMail } from '../../../test/helpers/accounts.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { callOperation } from '../../../test/helpers/call-operation.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { getOutboxRawMessage } from '../../mail/outbox-repository.js';

const SALES = 'sales@example.com';

describe.each(databaseTargets())('the enterprise contact form on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { env: { SALES_EMAIL: SALES } });
  });
  afterAll(() => t.close());

  const enquiry = { name: 'Mei Tan', email: 'mei@acme.example', company: 'Acme <Trading>', seats: 40, message: 'We send about 300 contracts a month.\nCan we pay by invoice?' };
  const ask = (body: object, ip?: string, locale?: string) =>
    callOperation(t, contract.contactSales, { body: body as contract.OperationInput<typeof contract.contactSales>['body'] }, { ...(ip ? { ip } : {}), ...(locale ? { locale } : {}) });

  it('delivers the message to the configured sales address through the mail queue, answerable to the person who wrote it', async () => {
    const answer = await ask(enquiry, undefined, 'zh-CN');
    expect(answer.code).toBe(200);
    const mail = await readLatestMail(t, SALES);
    expect(mail.subject).toBe('Enterprise enquiry from Mei Tan (Acme <Trading>)');
    expect(mail.text).toContain('E-mail: mei@acme.example');
    expect(mail.text).toContain('Senders: 40');
    expect(mail.text).toContain('Language: Chinese (zh-CN)');
    expect(mail.text).toContain('From: http://localhost:3000/pricing/enterprise');
    expect(mail.text).toContain('We send about 300 contracts a month.\nCan we pay by invoice?');
    expect(mail.html).toContain('Acme &#60;Trading&#62;');
    const raw = await getOutboxRawMessage(t.database.db, BigInt(mail.id));
    expect(raw?.toString('utf8')).toMatch(/^Reply-To: mei@acme\.example\r$/m);
  });

  it('refuses what is not an enquiry: no message, a bad address, a recipient chosen by the caller', async () => {
    expect((await ask({ ...enquiry, message: 'hi' })).code).toBe(ErrorCode.ParameterError);
    expect((await ask({ ...enquiry, email: 'not-an-address' })).code).toBe(ErrorCode.ParameterError);
    expect((await ask({ ...enquiry, to: 'victim@example.com' })).code).toBe(ErrorCode.ParameterError);
  });

  it('stops a flood from one address or one network', async () => {
    const ip = '10.200.0.1';
    const codes = [];
    for (let i = 0; i < 6; i += 1) codes.push((await ask({ ...enquiry, email: `buyer${i}@acme.example` }, ip)).code);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    const sameSender = [];
    for (let i = 0; i < 4; i += 1) sameSender.push((await ask({ ...enquiry, email: 'Repeat@acme.example' })).code);
    expect(sameSender).toEqual([200, 200, 200, 429]);
  });
});
