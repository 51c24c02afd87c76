import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isFileResponse, operations } from '@signet/contracts';
import { buildTestApp, type TestApp } from '../../test/helpers/app.js';
import { signInOnPlan } from '../../test/helpers/drive.js';

const downloads = operations.filter((operation) => isFileResponse(operation.response));

/** Downloads are contract operations: in the OpenAPI document, and their input checked like any call's. */
describe('downloads as operations', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
    ({ token } = await signInOnPlan(t, 'free'));
  });
  afterAll(() => t.close());

  it('lists the downloads in the OpenAPI document as binary answers with their credentials', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
    const described = downloads.map((operation) => {
      const entry = doc.paths[operation.path].get;
      return {
        id: entry.operationId,
        types: Object.keys(entry.responses['200'].content),
        format: Object.values(entry.responses['200'].content as Record<string, { schema: { format: string } }>)[0]!.schema.format,
        security: entry.security,
      };
    });
    const pdfOrOriginal = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp', 'text/plain'];
    const signer = [{ signerToken: [] }, { token: [] }];
    // Session downloads take an API key too (issue 18).
    expect(described).toEqual([
      // A paid order's receipt (issue 17), made when asked.
      { id: 'getCheckoutReceipt', types: ['application/pdf'], format: 'binary', security: [{ token: [] }, { apiKey: [] }] },
      // A company's activity log (issue 32), made when asked.
      { id: 'exportCompanyActivity', types: ['text/csv'], format: 'binary', security: [{ token: [] }, { apiKey: [] }] },
      // A company seal's face and the company's seal log (issue 34).
      { id: 'getSealFace', types: ['image/svg+xml', 'image/png'], format: 'binary', security: [{ token: [] }, { apiKey: [] }] },
      { id: 'exportSealLog', types: ['application/jsonl'], format: 'binary', security: [{ token: [] }, { apiKey: [] }] },
      { id: 'getSignerSealFace', types: ['image/svg+xml', 'image/png'], format: 'binary', security: signer },
      { id: 'getAppliedSealFace', types: ['image/svg+xml', 'image/png'], format: 'binary', security: signer },
      // A signer's attachment (issue 36), for the recipients and for the sender.
      { id: 'getSignerAttachmentFile', types: ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'], format: 'binary', security: signer },
      { id: 'getAgreementAttachmentFile', types: ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'], format: 'binary', security: [{ token: [] }, { apiKey: [] }] },
      { id: 'getDocumentFile', types: pdfOrOriginal, format: 'binary', security: [{ token: [] }, { apiKey: [] }] },
      { id: 'getAgreementDocumentFile', types: pdfOrOriginal, format: 'binary', security: [{ token: [] }, { apiKey: [] }] },
      { id: 'getAgreementFinalFile', types: ['application/pdf'], format: 'binary', security: [{ token: [] }, { apiKey: [] }] },
      // Each document sealed on its own, and all files as a zip (issue 36).
      { id: 'getAgreementFinalDocumentFile', types: ['application/pdf'], format: 'binary', security: [{ token: [] }, { apiKey: [] }] },
      { id: 'getAgreementFinalZip', types: ['application/zip'], format: 'binary', security: [{ token: [] }, { apiKey: [] }] },
      // A template's public link: its documents need no credentials at all (issue 14).
      { id: 'getPublicTemplateDocumentFile', types: ['application/pdf'], format: 'binary', security: undefined },
      { id: 'getBulkSendSample', types: ['text/csv'], format: 'binary', security: [{ token: [] }, { apiKey: [] }] },
      { id: 'getSignerDocumentFile', types: pdfOrOriginal, format: 'binary', security: signer },
      { id: 'getSignerFinalFile', types: ['application/pdf'], format: 'binary', security: signer },
      // A page's picture (issue 37): its link is signed and expires, so it needs no credentials.
      { id: 'getPageImage', types: ['image/webp'], format: 'binary', security: undefined },
      { id: 'getSignerFinalDocumentFile', types: ['application/pdf'], format: 'binary', security: signer },
      { id: 'getSignerFinalZip', types: ['application/zip'], format: 'binary', security: signer },
    ]);
    expect(doc.components.securitySchemes.signerToken).toMatchObject({ type: 'apiKey', in: 'header', name: 'x-signer-token' });
  });

  it.each([
    ['/v1/drive/documents/abc/file', 'documentId'],
    ['/v1/sign/flows/12x/documents/1/file', 'flowId'],
    ['/v1/sign/flows/1/documents/0/file', 'documentId'],
    ['/v1/sign/flows/-1/final/file', 'flowId'],
    ['/v1/sign/x/documents/1/file', 'flowSignerId'],
    ['/v1/sign/99999999999999999999/final/file', 'flowSignerId'],
  ])('answers 403 Parameter error naming the field for %s', async (url, field) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { 'x-token': token } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 403, msg: 'Parameter error', data: { issues: [expect.objectContaining({ in: 'params', path: field })] } });
  });

  it('answers 403 for a variant the query does not know', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/drive/documents/1/file?variant=docx', headers: { 'x-token': token } });
    expect(res.json()).toMatchObject({ code: 403, data: { issues: [expect.objectContaining({ in: 'query', path: 'variant' })] } });
  });
});
