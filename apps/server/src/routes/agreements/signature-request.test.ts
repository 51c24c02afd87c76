import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import * as contract from '@signet/contracts';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreements, documents, users } from '../../db/schema/index.js';
import { listOutboxMessages } from '../../mail/index.js';
import { signatureField, uploadPdf } from '../../../test/helpers/agreements.js';
import { publishedTemplate, role } from '../../../test/helpers/templates.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { callOperation, fetchFile } from '../../../test/helpers/call-operation.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { signInOnPlan } from '../../../test/helpers/drive.js';
import { readLatestMail, uniqueEmail } from '../../../test/helpers/accounts.js';
import { samplePdf } from '../../../test/helpers/sample-pdf.js';
import { runOnFiles } from '../../../test/helpers/run-tool.js';

const signature = { type: 'signature' as const, page: 1, x: 0.1, y: 0.7, width: 0.3, height: 0.08 };

describe.each(databaseTargets())('one call to send (createSignatureRequest) on %s', (kind) => {
  let t: TestApp;
  let files: Server;
  let filesUrl = '';
  beforeAll(async () => {
    t = await buildTestApp(kind, { env: { WEBHOOK_ALLOW_HOSTS: '127.0.0.1' } });
    // The integrator's file server: /lease.pdf, a redirect, and a 404.
    files = createServer((req, res) => {
      if (req.url === '/lease.pdf') res.writeHead(200, { 'content-type': 'application/pdf' }).end(samplePdf());
      else if (req.url === '/moved.pdf') res.writeHead(302, { location: '/lease.pdf' }).end();
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
    filesUrl = `http://127.0.0.1:${(files.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    files.close();
    await t.close();
  });

  const keyOf = async (token: string) => (await callOperation(t, contract.createApiKey, { body: { name: 'CRM', scope: 'write', expiresAt: null } }, { token })).result.secret;
  const bearer = (key: string, more: Record<string, string> = {}) => ({ headers: { authorization: `Bearer ${key}`, ...more } });
  const request = (key: string, body: contract.SignatureRequestInput, more: Record<string, string> = {}) =>
    callOperation(t, contract.createSignatureRequest, { body }, bearer(key, more));
  const countOf = async (table: typeof agreements | typeof documents, ownerColumn: typeof agreements.ownerId | typeof documents.ownerId, ownerId: bigint) =>
    (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(ownerColumn, ownerId)))[0]?.n;
  const signaturesUsed = async (userId: bigint) => (await t.database.db.select({ used: users.signaturesUsed }).from(users).where(eq(users.id, userId)))[0]?.used;

  it('sends an inline PDF to two recipients in steps, with fields by place and by role name, and embedded URLs on request', async () => {
    const me = await signInOnPlan(t, 'free');
    const key = await keyOf(me.token);
    const client = uniqueEmail('client');
    const provider = uniqueEmail('provider');
    const body: contract.SignatureRequestInput = {
      name: 'Service agreement',
      documents: [{ file: { name: 'service.pdf', contentBase64: samplePdf().toString('base64') } }],
      recipients: [
        { name: 'Ann Client', email: client, role: 'signer', roleName: 'Client', step: 1 },
        { name: 'Bo Provider', email: provider, role: 'signer', roleName: 'Provider', step: 2 },
      ],
      fields: [
        { ...signature, recipient: 0 },
        { ...signature, y: 0.85, recipient: 'provider' },
        { type: 'text', page: 1, x: 0.1, y: 0.1, width: 0.3, height: 0.04, recipient: 'Client', key: 'company', label: 'Company' },
      ],
      subject: 'Please sign',
      externalId: 'crm-deal-4711',
      metadata: { dealId: '4711' },
      embeddedSigning: true,
    };
    const answer = await request(key, body, { 'idempotency-key': 'deal-4711' });
    expect(answer.code).toBe(200);
    const { agreement, recipients } = answer.result;
    expect(agreement).toMatchObject({ name: 'Service agreement', status: 'waiting', subject: 'Please sign', externalId: 'crm-deal-4711', metadata: { dealId: '4711' } });
    expect(agreement.documents).toHaveLength(1);
    expect(agreement.fields.map((field) => [field.type, field.recipientId])).toEqual([
      ['signature', recipients[0]?.id],
      ['signature', recipients[1]?.id],
      ['text', recipients[0]?.id],
    ]);
    expect(recipients.map((recipient) => [recipient.name, recipient.roleName, recipient.id === agreement.recipients[recipients.indexOf(recipient)]?.id])).toEqual([
      ['Ann Client', 'Client', true],
      ['Bo Provider', 'Provider', true],
    ]);
    // Only the first step's recipient can sign now; the second's URL comes when their invitation does.
    expect(recipients[0]?.embeddedUrl).toMatch(/\/sign\/start\/.*embed=1/);
    expect(recipients[1]?.embeddedUrl).toBeNull();
    // Steps: only the first is mailed now.
    expect((await readLatestMail(t, client)).subject).toBe('Please sign');
    expect(await listOutboxMessages(t.database.db, { to: provider, limit: 5 })).toHaveLength(0);
    expect(await signaturesUsed(me.user.id)).toBe(1);

    // A retry with the same key answers the same agreement and sends nothing twice.
    const again = await request(key, body, { 'idempotency-key': 'deal-4711' });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.result.agreement.id).toBe(agreement.id);
    expect(await signaturesUsed(me.user.id)).toBe(1);
    expect(await listOutboxMessages(t.database.db, { to: client, limit: 5 })).toHaveLength(1);
  });

  it('keeps a draft with an upload of the drive when send is false, and answers no URLs for a draft', async () => {
    const me = await signInOnPlan(t, 'free');
    const key = await keyOf(me.token);
    const upload = await uploadPdf(t, me.token);
    const answer = await request(key, {
      documents: [{ documentId: upload.id }],
      recipients: [{ name: 'Cy Wu', email: uniqueEmail('cy'), role: 'signer' }],
      fields: [{ ...signature, recipient: 0 }],
      send: false,
      embeddedSigning: true,
    });
    expect(answer.result.agreement).toMatchObject({ status: 'draft', name: 'contract' });
    expect(answer.result.agreement.documents[0]?.documentId).toBe(upload.id);
    expect(answer.result.recipients[0]?.embeddedUrl).toBeNull();
  });

  it('fetches a document from an address through the webhooks’ guard: no redirects, no 404s, no private address off the allow-list', async () => {
    const me = await signInOnPlan(t, 'free');
    const key = await keyOf(me.token);
    const body = (url: string): contract.SignatureRequestInput => ({
      documents: [{ url, name: 'Lease' }],
      recipients: [{ name: 'Di Ng', email: uniqueEmail('di'), role: 'signer' }],
      fields: [{ ...signature, recipient: 0 }],
    });
    const fetched = await request(key, body(`${filesUrl}/lease.pdf`));
    expect(fetched.result.agreement).toMatchObject({ status: 'waiting', documents: [{ name: 'Lease', kind: 'pdf' }] });

    const moved = await request(key, body(`${filesUrl}/moved.pdf`));
    expect(moved).toMatchObject({ code: 8485, msg: 'The document at this address could not be fetched.', data: { document: 0, reason: 'Redirects are not followed (HTTP 302).' } });
    expect((await request(key, body(`${filesUrl}/gone.pdf`))).data).toMatchObject({ reason: 'The address answered HTTP 404.' });
    // 127.0.0.2 is loopback too, but not on the allow-list.
    const local = await request(key, body(`http://127.0.0.2:${new URL(filesUrl).port}/lease.pdf`));
    expect(local).toMatchObject({ code: 8485, data: { reason: 'Use an https address.' } });
    const metadataService = await request(key, body('https://169.254.169.254/latest/meta-data'));
    expect(metadataService).toMatchObject({ code: 8485 });
    expect(String(metadataService.errorData(contract.ErrorCode.DocumentFetchFailed)?.reason)).toContain('169.254.169.254');
  });

  it('refuses a bad request whole, naming the field, and leaves no agreement and no upload behind', async () => {
    const me = await signInOnPlan(t, 'free');
    const key = await keyOf(me.token);
    const answer = await request(key, {
      documents: [{ file: { name: 'service.pdf', contentBase64: samplePdf().toString('base64') } }],
      recipients: [{ name: 'Ed Ho', email: uniqueEmail('ed'), role: 'signer', roleName: 'Client' }],
      fields: [{ ...signature, recipient: 'Landlord' }],
    });
    expect(answer).toMatchObject({ code: 403, data: { issues: [{ path: 'fields.0.recipient', message: 'No recipient has the role name “Landlord”.' }] } });
    expect(await countOf(agreements, agreements.ownerId, me.user.id)).toBe(0);
    expect(await countOf(documents, documents.ownerId, me.user.id)).toBe(0);

    const outside = await request(key, {
      documents: [{ file: { name: 'service.pdf', contentBase64: samplePdf().toString('base64') } }],
      recipients: [{ name: 'Ed Ho', email: uniqueEmail('ed'), role: 'signer' }],
      fields: [{ ...signature, x: 0.9, recipient: 0 }],
    });
    expect(outside).toMatchObject({ code: 403, data: { issues: [{ path: 'fields.0.x', message: 'A field must lie inside its page.' }] } });
    const notBase64 = await request(key, {
      documents: [{ file: { name: 'service.pdf', contentBase64: 'not base64!' } }],
      recipients: [{ name: 'Ed Ho', email: uniqueEmail('ed'), role: 'signer' }],
    });
    expect(notBase64).toMatchObject({ code: 403, data: { issues: [{ path: 'documents.0.file.contentBase64' }] } });
    expect(await countOf(agreements, agreements.ownerId, me.user.id)).toBe(0);
    expect(await countOf(documents, documents.ownerId, me.user.id)).toBe(0);
    // A send refused by the send rules (no signature field) is undone as well.
    const unsigned = await request(key, {
      documents: [{ file: { name: 'service.pdf', contentBase64: samplePdf().toString('base64') } }],
      recipients: [{ name: 'Ed Ho', email: uniqueEmail('ed'), role: 'signer' }],
    });
    expect(unsigned).toMatchObject({ code: 7205 });
    expect(await countOf(agreements, agreements.ownerId, me.user.id)).toBe(0);
    expect(await t.database.db.select().from(documents).where(and(eq(documents.ownerId, me.user.id)))).toEqual([]);
  });
  it('places fields from text tags in a .txt and a PDF, for roles by name and by number, and takes the tags out of the documents', async () => {
    const me = await signInOnPlan(t, 'free');
    const key = await keyOf(me.token);
    const terms = ['Terms of service', '', 'Company: {{Text;role=Client;name=company;required}}', '', 'Client: {{Signature;role=Client}}', '', 'Provider: {{Signature;role=2}}  Date: {{Date;role=Provider}}'].join('\n');
    const annex = await PDFDocument.create();
    const font = await annex.embedFont(StandardFonts.Helvetica);
    annex.addPage([595, 842]).drawText('Annex, initialled: {{Initials;role=Client}} end', { x: 60, y: 700, size: 12, font });
    const answer = await request(key, {
      documents: [
        { file: { name: 'terms.txt', contentBase64: Buffer.from(terms).toString('base64') } },
        { file: { name: 'annex.pdf', contentBase64: Buffer.from(await annex.save()).toString('base64') } },
      ],
      recipients: [
        { name: 'Ann Client', email: uniqueEmail('client'), role: 'signer', roleName: 'Client' },
        { name: 'Bo Provider', email: uniqueEmail('provider'), role: 'signer', roleName: 'Provider' },
      ],
      textTags: true,
    });
    expect(answer.code).toBe(200);
    const { agreement } = answer.result;
    const [client, provider] = agreement.recipients;
    const [termsDocument, annexDocument] = agreement.documents;
    expect(agreement.fields.map((field) => [field.type, field.recipientId === client?.id ? 'Client' : field.recipientId === provider?.id ? 'Provider' : '?', field.documentId === termsDocument?.id ? 'terms' : 'annex', field.key ?? null])).toEqual([
      ['text', 'Client', 'terms', 'company'],
      ['signature', 'Client', 'terms', null],
      ['signature', 'Provider', 'terms', null],
      ['date_signed', 'Provider', 'terms', null],
      ['initials', 'Client', 'annex', null],
    ]);
    for (const document of [termsDocument, annexDocument]) {
      const file = await fetchFile(t, contract.getAgreementDocumentFile, { params: { flowId: agreement.id, documentId: document?.id ?? 0n }, query: {} }, bearer(key));
      const text = (await runOnFiles({ 'd.pdf': file.rawPayload }, 'pdftotext', (paths) => [paths['d.pdf'] ?? '', '-'])).stdout;
      expect(text).not.toContain('{{');
      expect(text).toMatch(/Provider:|Annex, initialled:/);
    }

    const untagged = await request(key, {
      documents: [{ file: { name: 'service.pdf', contentBase64: samplePdf().toString('base64') } }],
      recipients: [{ name: 'Ann Client', email: uniqueEmail('client'), role: 'signer', roleName: 'Client' }],
      textTags: true,
    });
    expect(untagged.code).toBe(8473);
    const unknownRole = await request(key, {
      documents: [{ file: { name: 'terms.txt', contentBase64: Buffer.from('Sign: {{Signature;role=Landlord}}').toString('base64') } }],
      recipients: [{ name: 'Ann Client', email: uniqueEmail('client'), role: 'signer', roleName: 'Client' }],
      textTags: true,
    });
    expect(unknownRole).toMatchObject({ code: 8472 });
    expect(unknownRole.msg).toContain('{{Signature;role=Landlord}}');
  });

  it('makes and sends an agreement from a template in one call, with roles by name and values by field key', async () => {
    const me = await signInOnPlan(t, 'free');
    const key = await keyOf(me.token);
    const template = await publishedTemplate(t, me.token, [role('Employee'), role('HR manager')], {
      extraFields: (draft) => [{ ...signatureField(draft.recipients[0]?.id ?? 0n, draft.documents[0]?.id ?? 0n, { y: 0.2 }), type: 'text', key: 'salary', required: false }],
    });
    const employee = uniqueEmail('employee');
    const answer = await callOperation(
      t,
      contract.createTemplateSignatureRequest,
      {
        params: { templateId: template.id },
        body: {
          roles: [
            { roleName: 'employee', name: 'Fay Lin', email: employee },
            { roleName: 'HR manager', name: 'Gus Ma', email: uniqueEmail('gus') },
          ],
          values: { salary: '5000' },
          externalId: 'hire-17',
          expiresAt: new Date(Date.now() + 7 * 24 * 3600_000).toISOString(),
          embeddedSigning: true,
        },
      },
      bearer(key),
    );
    expect(answer.code).toBe(200);
    expect(answer.result.agreement).toMatchObject({ status: 'waiting', externalId: 'hire-17', fromTemplate: { name: 'Offer letter' } });
    expect(answer.result.agreement.expiresAt).not.toBeNull();
    expect(answer.result.agreement.fields.find((field) => field.type === 'text')?.defaultValue).toBe('5000');
    expect(answer.result.recipients.map((recipient) => [recipient.roleName, recipient.name, recipient.embeddedUrl !== null])).toEqual([
      ['Employee', 'Fay Lin', true],
      ['HR manager', 'Gus Ma', true],
    ]);
    expect((await readLatestMail(t, employee)).subject).toBe('Please sign your offer');

    const unknown = await callOperation(
      t,
      contract.createTemplateSignatureRequest,
      { params: { templateId: template.id }, body: { roles: [{ roleName: 'Chairman', name: 'Hu Yi', email: uniqueEmail('hu') }] } },
      bearer(key),
    );
    expect(unknown).toMatchObject({ code: 403, data: { issues: [{ path: 'roles.0.roleName', message: 'The template has no role “Chairman”.' }] } });
    const badKey = await callOperation(
      t,
      contract.createTemplateSignatureRequest,
      { params: { templateId: template.id }, body: { roles: [{ roleName: 'Employee', name: 'Fay Lin', email: employee }, { roleName: 'HR manager', name: 'Gus Ma', email: uniqueEmail('gus') }], values: { bonus: '1' } } },
      bearer(key),
    );
    expect(badKey).toMatchObject({ code: 403, data: { issues: [{ path: 'values.bonus', message: 'The template has no field “bonus” to fill.' }] } });
  });
});
