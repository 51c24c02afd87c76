import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@signet/contracts';
import { LIMITS, type Agreement } from '@signet/contracts';
import { agreementEvents } from '../../db/schema/index.js';
import { createAgreement, getAgreement, saveDraft, saveFields, signatureField, signer, uploadPdf, viewer, type FieldInput } from '../../../test/helpers/agreements.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { callOperation, fetchFile } from '../../../test/helpers/call-operation.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { signInOnPlan, upload } from '../../../test/helpers/drive.js';
import { makeImage } from '../../../test/helpers/sample-files.js';

type Recipient = Agreement['recipients'][number];
type Document = Agreement['documents'][number];
/** What draftWithFields makes: two documents, three recipients. */
type Draft = Omit<Agreement, 'documents' | 'recipients'> & { documents: [Document, Document]; recipients: [Recipient, Recipient, Recipient] };
type Field = Agreement['fields'][number];

describe.each(databaseTargets())('agreement drafts on %s', (kind) => {
  let t: TestApp;
  let me: Awaited<ReturnType<typeof signInOnPlan>>;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    me = await signInOnPlan(t, 'free');
  });
  afterAll(() => t.close());

  const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
  const eventsOf = (agreementId: bigint) =>
    t.database.db.select().from(agreementEvents).where(eq(agreementEvents.agreementId, agreementId)).orderBy(agreementEvents.id);

  /** A draft with two documents (3 and 1 pages), two signers and a viewer, and a signature field for each signer. */
  async function draftWithFields() {
    const a = await uploadPdf(t, me.token, 'Lease.pdf', 3);
    const b = await uploadPdf(t, me.token, 'Annex.pdf', 1);
    const created = await createAgreement(t, me.token, {
      documents: [{ documentId: a.id }, { documentId: b.id }],
      recipients: [signer('Ann Lee'), signer('Bo Chen'), viewer('Cy Wu')],
    });
    const { id, revision, documents, recipients } = created.result as Draft;
    const fields = [signatureField(recipients[0].id, documents[0].id), signatureField(recipients[1].id, documents[1].id)];
    const saved = await saveFields(t, me.token, id, { revision, fields });
    expect(saved.code).toBe(200);
    return saved.result as Draft;
  }

  describe('createAgreement', () => {
    it('copies my drive documents in the given order with their metadata and SHA-256', async () => {
      const first = await uploadPdf(t, me.token, 'Second upload.pdf', 3);
      const png = await makeImage('png');
      const image = (await upload(t, me.token, 'photo.png', png)).result;
      const res = await createAgreement(t, me.token, {
        documents: [{ documentId: image.id }, { documentId: first.id }],
        recipients: [signer('Ann Lee', 'Ann@Example.com'), viewer('Bo Chen', 'bo@example.com')],
        message: 'Please sign',
      });
      expect(res).toMatchObject({
        code: 200,
        data: {
          name: 'photo',
          status: 'draft',
          revision: 0,
          draftStep: 1,
          message: 'Please sign',
          sentAt: null,
          documents: [
            { documentId: image.id, name: 'photo', kind: 'image', pageCount: 1, originalSha256: sha256(png), pdfSha256: image.pdf.sha256 },
            { documentId: first.id, name: 'Second upload', kind: 'pdf', pageCount: 3, pdfSha256: first.pdf.sha256, originalSha256: first.original.sha256 },
          ],
          recipients: [
            { order: 1, name: 'Ann Lee', email: 'ann@example.com', role: 'signer', accessCode: null },
            { order: 2, name: 'Bo Chen', email: 'bo@example.com', role: 'viewer' },
          ],
          fields: [],
        },
      });
      expect(res.result.documents[0]?.pageSizes).toHaveLength(1);
      expect((await eventsOf(res.result.id)).map((event) => event.type)).toEqual(['created']);
    });

    it("answers 404 for another user's drive document and 403 for an agreement document id", async () => {
      const other = await signInOnPlan(t, 'free');
      const theirs = await uploadPdf(t, other.token);
      expect(await createAgreement(t, me.token, { documents: [{ documentId: theirs.id }] })).toMatchObject({ status: 404, code: 404 });
      expect(await createAgreement(t, me.token, { documents: [{ agreementDocumentId: 123456789 }] })).toMatchObject({ status: 403, code: 403 });
    });

    it('makes the sender the only signer for "just need my signature"', async () => {
      const doc = await uploadPdf(t, me.token);
      const res = await createAgreement(t, me.token, { selfSign: true, documents: [{ documentId: doc.id }], recipients: [signer('Someone Else')] });
      expect(res.result.selfSign).toBe(true);
      expect(res.result.recipients).toEqual([
        expect.objectContaining({ order: 1, name: me.user.name, email: me.user.email, role: 'signer' }),
      ]);
    });

    it('refuses more signers than the free plan allows, in the spec words', async () => {
      const six = Array.from({ length: 6 }, (_, n) => signer(`Signer ${n + 1}`));
      expect(await createAgreement(t, me.token, { recipients: six })).toMatchObject({ status: 403, code: 403, msg: 'Maximum of 5 signature persons allowed.' });
      const paid = await signInOnPlan(t, 'individual');
      expect((await createAgreement(t, paid.token, { recipients: six })).code).toBe(200);
      // Viewers do not count.
      expect((await createAgreement(t, me.token, { recipients: [...six.slice(0, 5), viewer('Vi Ewer')] })).code).toBe(200);
    });

    it('checks names, subject and message with the spec 5 messages', async () => {
      expect(await createAgreement(t, me.token, { name: 'a/b' })).toMatchObject({ status: 403, msg: 'Document name is not valid' });
      expect(await createAgreement(t, me.token, { name: 'x'.repeat(LIMITS.documentNameChars + 1) })).toMatchObject({ status: 403, msg: 'Up to 100 characters' });
      expect(await createAgreement(t, me.token, { message: 'm'.repeat(LIMITS.messageChars + 1) })).toMatchObject({
        status: 403,
        msg: 'Please Enter within 1000 characters',
      });
      expect(await createAgreement(t, me.token, { name: 'a/b' }, 'zh-CN')).toMatchObject({ msg: '文档名称无效' });
    });
  });

  describe('getAgreement', () => {
    it('answers the owner, 7403 to another user and 404 for a missing id', async () => {
      const draft = await draftWithFields();
      const mine = await getAgreement(t, me.token, draft.id);
      expect(mine).toMatchObject({ code: 200, data: { id: draft.id, revision: 1 } });
      expect(mine.result.fields.map((f: Field) => f.documentId)).toEqual(draft.documents.map((d: { id: bigint }) => d.id));
      const other = await signInOnPlan(t, 'free');
      expect(await getAgreement(t, other.token, draft.id)).toMatchObject({ status: 400, code: 7403 });
      expect(await getAgreement(t, me.token, 123456789012345678n)).toMatchObject({ status: 404, code: 404 });
    });
  });

  describe('saveAgreementDraft', () => {
    it('keeps the fields of reordered recipients and drops those of a removed recipient', async () => {
      const draft = await draftWithFields();
      const [ann, bo, cy] = draft.recipients;
      const docs = draft.documents.map((d: { id: bigint }) => ({ agreementDocumentId: d.id }));
      const reordered = await saveDraft(t, me.token, draft.id, {
        revision: draft.revision,
        documents: docs,
        recipients: [
          { id: bo?.id, name: 'Bo Chen', email: bo?.email, role: 'signer' },
          { id: ann?.id, name: 'Ann Lee', email: ann?.email, role: 'signer', accessCode: ' 1234 ' },
          { id: cy?.id, name: 'Cy Wu', email: cy?.email, role: 'viewer' },
        ],
        draftStep: 2,
      });
      expect(reordered).toMatchObject({ code: 200, data: { revision: draft.revision + 1, draftStep: 2 } });
      expect(reordered.result.recipients.map((r: Recipient) => [r.id, r.order])).toEqual([
        [bo?.id, 1],
        [ann?.id, 2],
        [cy?.id, 3],
      ]);
      expect(reordered.result.recipients[1]?.accessCode).toBe('1234');
      expect(reordered.result.fields.map((f: Field) => f.recipientId).sort()).toEqual([ann?.id, bo?.id].sort());

      const removed = await saveDraft(t, me.token, draft.id, {
        revision: reordered.result.revision,
        documents: docs,
        recipients: [{ id: ann?.id, name: 'Ann Lee', email: ann?.email, role: 'signer' }, signer('New Person')],
      });
      expect(removed.code).toBe(200);
      expect(removed.result.recipients.map((r: Recipient) => r.name)).toEqual(['Ann Lee', 'New Person']);
      expect(removed.result.fields.map((f: Field) => f.recipientId)).toEqual([ann?.id]);
      const events = await eventsOf(draft.id);
      expect(events.map((event) => event.type)).toEqual(['created', 'fields_saved', 'draft_saved', 'draft_saved']);
      expect(events[2]).toMatchObject({ actorUserId: me.user.id, data: expect.objectContaining({ recipients: 3 }) });
    });

    it('drops the fields of a removed document, keeps a reordered one, and adds a drive document', async () => {
      const draft = await draftWithFields();
      const [lease, annex] = draft.documents;
      const extra = await uploadPdf(t, me.token, 'Extra.pdf', 1);
      const recipients = draft.recipients.map((r: Recipient) => ({ id: r.id, name: r.name, email: r.email, role: r.role }));
      const res = await saveDraft(t, me.token, draft.id, {
        revision: draft.revision,
        documents: [{ documentId: extra.id }, { documentId: lease.documentId! }],
        recipients,
      });
      expect(res.code).toBe(200);
      expect(res.result.documents.map((d: { name: string }) => d.name)).toEqual(['Extra', 'Lease']);
      expect(res.result.documents[1]?.id).toBe(lease.id);
      expect(res.result.fields.map((f: Field) => f.documentId)).toEqual([lease.id]);
      expect(res.result.documents.some((d: { id: bigint }) => d.id === annex.id)).toBe(false);
    });

    it('answers 7026 to a save from a stale copy (two tabs) and 403 for a foreign recipient id', async () => {
      const draft = await draftWithFields();
      const body = (revision: number, name: string) => ({
        revision,
        name,
        documents: draft.documents.map((d: { id: bigint }) => ({ agreementDocumentId: d.id })),
        recipients: draft.recipients.map((r: Recipient) => ({ id: r.id, name: r.name, email: r.email, role: r.role })),
      });
      expect((await saveDraft(t, me.token, draft.id, body(draft.revision, 'Tab one'))).code).toBe(200);
      expect(await saveDraft(t, me.token, draft.id, body(draft.revision, 'Tab two'))).toMatchObject({
        status: 409,
        code: 7026,
        data: { revision: draft.revision + 1 },
      });
      expect(await saveFields(t, me.token, draft.id, { revision: draft.revision, fields: [] })).toMatchObject({ code: 7026 });
      expect((await getAgreement(t, me.token, draft.id)).result.name).toBe('Tab one');

      const other = await draftWithFields();
      const foreign = { ...body(draft.revision + 1, 'x'), recipients: [{ id: other.recipients[0].id, name: 'A', email: 'a@example.com', role: 'signer' as const }] };
      expect(await saveDraft(t, me.token, draft.id, foreign)).toMatchObject({ status: 403, code: 403 });
      const foreignDocument = { ...body(draft.revision + 1, 'x'), documents: [{ agreementDocumentId: other.documents[0].id }] };
      expect(await saveDraft(t, me.token, draft.id, foreignDocument)).toMatchObject({ status: 403, code: 403 });
      const stranger = await signInOnPlan(t, 'free');
      expect(await saveDraft(t, stranger.token, draft.id, body(draft.revision + 1, 'mine'))).toMatchObject({ code: 7403 });
    });

    it('refuses six signers on the free plan and bad names', async () => {
      const draft = await draftWithFields();
      const six = Array.from({ length: 6 }, (_, n) => signer(`Signer ${n + 1}`));
      expect(await saveDraft(t, me.token, draft.id, { revision: draft.revision, recipients: six })).toMatchObject({
        status: 403,
        msg: 'Maximum of 5 signature persons allowed.',
      });
      expect(await saveDraft(t, me.token, draft.id, { revision: draft.revision, name: 'a/b' })).toMatchObject({ msg: 'Document name is not valid' });
      expect(await saveDraft(t, me.token, draft.id, { revision: draft.revision, name: 'n'.repeat(101) })).toMatchObject({ msg: 'Up to 100 characters' });
      expect(await saveDraft(t, me.token, draft.id, { revision: draft.revision, message: 'm'.repeat(1001) })).toMatchObject({
        msg: 'Please Enter within 1000 characters',
      });
      expect((await getAgreement(t, me.token, draft.id)).result.revision).toBe(draft.revision);
    });
  });

  describe('saveAgreementFields', () => {
    it('replaces the fields, forcing signature fields required', async () => {
      const draft = await draftWithFields();
      const [ann] = draft.recipients;
      const [lease] = draft.documents;
      const res = await saveFields(t, me.token, draft.id, {
        revision: draft.revision,
        fields: [
          signatureField(ann.id, lease.id, { page: 3, required: false }),
          { ...signatureField(ann.id, lease.id), type: 'text', required: false, label: 'Your city' },
        ],
        draftStep: 3,
      });
      expect(res).toMatchObject({ code: 200, data: { draftStep: 3, revision: draft.revision + 1 } });
      expect(res.result.fields.map((f: Field) => [f.type, f.page, f.required])).toEqual([
        ['text', 1, false],
        ['signature', 3, true],
      ]);
      expect((await eventsOf(draft.id)).at(-1)).toMatchObject({ type: 'fields_saved', data: expect.objectContaining({ count: 2 }) });
    });

    it("answers 403 for a page beyond the document, a viewer's field, a field outside its page, a foreign document", async () => {
      const draft = await draftWithFields();
      const [ann, , cy] = draft.recipients;
      const [lease, annex] = draft.documents;
      const other = await draftWithFields();
      const attempt = (field: FieldInput) => saveFields(t, me.token, draft.id, { revision: draft.revision, fields: [field] });
      expect(await attempt(signatureField(ann.id, annex.id, { page: 2 }))).toMatchObject({ status: 403, code: 403 });
      expect(await attempt(signatureField(cy.id, lease.id))).toMatchObject({ status: 403, data: { issues: [{ path: 'fields.0.recipientId' }] } });
      expect(await attempt(signatureField(ann.id, lease.id, { x: 0.8, width: 0.3 }))).toMatchObject({ status: 403, code: 403 });
      expect(await attempt(signatureField(ann.id, other.documents[0].id))).toMatchObject({ status: 403, data: { issues: [{ path: 'fields.0.documentId' }] } });
      expect(await attempt(signatureField(other.recipients[0].id, lease.id))).toMatchObject({ status: 403 });
      expect((await getAgreement(t, me.token, draft.id)).result.revision).toBe(draft.revision);
    });
  });

  describe('agreement document file', () => {
    const fileOf = (flowId: bigint, documentId: bigint, token: string, headers: Record<string, string> = {}) =>
      fetchFile(t, contract.getAgreementDocumentFile, { params: { flowId, documentId }, query: { variant: 'pdf' } }, { token, headers });

    it('serves the owner the PDF with ETag = its SHA-256; 7403 to another user, 404 for a missing document', async () => {
      const draft = await draftWithFields();
      const [lease] = draft.documents;
      const res = await fileOf(draft.id, lease.id, me.token);
      expect(res.statusCode).toBe(200);
      expect(sha256(res.rawPayload)).toBe(lease.pdfSha256);
      expect(res.headers).toMatchObject({ 'content-type': 'application/pdf', etag: `"${lease.pdfSha256}"` });
      expect(res.headers['content-disposition']).toContain('Lease.pdf');
      expect((await fileOf(draft.id, lease.id, me.token, { 'if-none-match': `"${lease.pdfSha256}"` })).statusCode).toBe(304);
      const original = await fetchFile(t, contract.getAgreementDocumentFile, { params: { flowId: draft.id, documentId: lease.id }, query: { variant: 'original' } }, { token: me.token });
      expect(sha256(original.rawPayload)).toBe(lease.originalSha256);
      const other = await signInOnPlan(t, 'free');
      expect((await fileOf(draft.id, lease.id, other.token)).json()).toMatchObject({ code: 7403 });
      expect((await fileOf(draft.id, 123456789012345678n, me.token)).json()).toMatchObject({ code: 404 });
      expect((await fetchFile(t, contract.getAgreementDocumentFile, { params: { flowId: draft.id, documentId: lease.id } }, {})).json()).toMatchObject({ code: 401 });
    });

    it('still serves a document after its drive document was deleted, whose files the drive delete kept', async () => {
      const draft = await draftWithFields();
      const [lease] = draft.documents;
      const deleted = await callOperation(t, contract.deleteDocument, { params: { documentId: lease.documentId! } }, { token: me.token });
      expect(deleted).toMatchObject({ code: 200 });
      expect((await getAgreement(t, me.token, draft.id)).result.documents[0]).toMatchObject({ id: lease.id, documentId: null, name: 'Lease' });
      const res = await fileOf(draft.id, lease.id, me.token);
      expect(res.statusCode).toBe(200);
      expect(sha256(res.rawPayload)).toBe(lease.pdfSha256);
    });
  });
});
