import type { OperationExamples } from '../reference-types.js';

/** A request and an answer of each templates operation, as on the wire (ids are 64-bit; the reference test parses each with the operation's schemas). */
export const templatesExamples = {
  listTemplates: {
    response: { items: [{ id: 7300000335540961287n, name: 'Ada Lovelace', draftAgreementId: 7390138941240961287n, readyMade: false, authorId: 7398194586240961287n, latestVersion: null, hasDraftChanges: false, roles: [{ id: 7300000335540961287n, order: 1, roleName: 'Ada Lovelace', role: 'signer', step: null, group: 'all', pinned: null }], documentCount: 1, useCount: 1, publicLink: { enabled: false, token: null, dailyLimit: null }, createdAt: '2026-11-29T10:15:00.000Z', updatedAt: '2026-11-29T10:15:00.000Z', externalId: null, metadata: {} }] },
  },
  getTemplate: {
    response: { id: 7300000335540961287n, name: 'Service agreement', draftAgreementId: 7390138941240961287n, readyMade: false, authorId: 7398194586240961287n, latestVersion: null, hasDraftChanges: false, roles: [{ id: 7300000335540961287n, order: 1, roleName: 'Ada Lovelace', role: 'signer', step: null, group: 'all', pinned: null }], documentCount: 1, useCount: 1, publicLink: { enabled: false, token: null, dailyLimit: null }, createdAt: '2026-11-29T10:15:00.000Z', updatedAt: '2026-11-29T10:15:00.000Z', externalId: null, metadata: {}, content: null, versions: [{ id: 7300000335540961287n, number: 1, createdAt: '2026-11-29T10:15:00.000Z', agreements: [{ id: 7300000335540961287n, name: 'Service agreement', status: 'draft', people: ['example'], createdAt: '2026-11-29T10:15:00.000Z', sentAt: null }] }] },
  },
  createTemplate: {
    request: { name: 'Service agreement' },
    response: { id: 7300000335540961287n, name: 'Service agreement', draftAgreementId: 7390138941240961287n, readyMade: false, authorId: 7398194586240961287n, latestVersion: null, hasDraftChanges: false, roles: [{ id: 7300000335540961287n, order: 1, roleName: 'Ada Lovelace', role: 'signer', step: null, group: 'all', pinned: null }], documentCount: 1, useCount: 1, publicLink: { enabled: false, token: null, dailyLimit: null }, createdAt: '2026-11-29T10:15:00.000Z', updatedAt: '2026-11-29T10:15:00.000Z', externalId: null, metadata: {}, content: null, versions: [{ id: 7300000335540961287n, number: 1, createdAt: '2026-11-29T10:15:00.000Z', agreements: [{ id: 7300000335540961287n, name: 'Service agreement', status: 'draft', people: ['example'], createdAt: '2026-11-29T10:15:00.000Z', sentAt: null }] }] },
  },
  publishTemplateVersion: {
    request: { revision: 1 },
    response: { id: 7300000335540961287n, name: 'Service agreement', draftAgreementId: 7390138941240961287n, readyMade: false, authorId: 7398194586240961287n, latestVersion: null, hasDraftChanges: false, roles: [{ id: 7300000335540961287n, order: 1, roleName: 'Ada Lovelace', role: 'signer', step: null, group: 'all', pinned: null }], documentCount: 1, useCount: 1, publicLink: { enabled: false, token: null, dailyLimit: null }, createdAt: '2026-11-29T10:15:00.000Z', updatedAt: '2026-11-29T10:15:00.000Z', externalId: null, metadata: {}, content: null, versions: [{ id: 7300000335540961287n, number: 1, createdAt: '2026-11-29T10:15:00.000Z', agreements: [{ id: 7300000335540961287n, name: 'Service agreement', status: 'draft', people: ['example'], createdAt: '2026-11-29T10:15:00.000Z', sentAt: null }] }] },
  },
  deleteTemplate: {
    response: null,
  },
  useTemplate: {
    request: { name: 'Service agreement', subject: 'Service agreement', message: 'Please sign by Friday.', roles: [{ roleId: 7336955089740961287n, name: 'Ada Lovelace', email: 'ada@example.com' }], documents: [{ documentId: 7392519464640961287n }] },
    response: { id: 7300000335540961287n, name: 'Service agreement', status: 'draft', selfSign: false, signingOrder: false, subject: 'Service agreement', message: 'Please sign by Friday.', draftStep: 1, revision: 1, documents: [{ id: 7300000335540961287n, documentId: null, name: 'Service agreement.pdf', kind: 'pdf', pageCount: 3, pageSizes: [{ width: 595, height: 842 }], originalSha256: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08', pdfSha256: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08' }], recipients: [{ id: 7300000335540961287n, order: 1, step: null, group: 'all', copyAtSend: false, partyName: null, crossPageSeal: null, roleName: 'Ada Lovelace', name: 'Ada Lovelace', email: 'ada@example.com', role: 'signer', accessCode: null, verification: 'none', phone: null, phoneMasked: null, status: 'pending', invitedAt: null, viewedAt: null, signedAt: null, declinedAt: null, declineReason: null, releasedAt: null, deliveryFailed: false }], fields: [{ id: 7300000335540961287n, recipientId: 7309436699640961287n, documentId: 7392519464640961287n, page: 1, type: 'signature', x: 0.1, y: 0.1, width: 0.3, height: 0.06, required: false, label: 'example', defaultValue: null, readOnly: false, sealKind: null, key: null, helpText: 'example', validation: null, options: null, showIf: null }], sentAt: null, expiresAt: '2026-12-31T23:59:59.000Z', reminders: null, createdAt: '2026-11-29T10:15:00.000Z', updatedAt: '2026-11-29T10:15:00.000Z', final: null, finalDocuments: [{ agreementDocumentId: 7355110329640961287n, name: 'Ada Lovelace', sha256: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08', size: 184320 }], completionFailure: null, deletedAt: null, voided: null, actions: ['edit'], test: false, template: null, fromTemplate: null, attachments: [{ id: 7300000335540961287n, fieldId: 7362802782940961287n, recipientId: 7309436699640961287n, name: 'Ada Lovelace', contentType: 'application/pdf', size: 184320, sha256: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08', uploadedAt: '2026-11-29T10:15:00.000Z' }], externalId: null, metadata: {} },
  },
  setTemplatePublicLink: {
    request: { enabled: false },
    response: { id: 7300000335540961287n, name: 'Service agreement', draftAgreementId: 7390138941240961287n, readyMade: false, authorId: 7398194586240961287n, latestVersion: null, hasDraftChanges: false, roles: [{ id: 7300000335540961287n, order: 1, roleName: 'Ada Lovelace', role: 'signer', step: null, group: 'all', pinned: null }], documentCount: 1, useCount: 1, publicLink: { enabled: false, token: null, dailyLimit: null }, createdAt: '2026-11-29T10:15:00.000Z', updatedAt: '2026-11-29T10:15:00.000Z', externalId: null, metadata: {}, content: null, versions: [{ id: 7300000335540961287n, number: 1, createdAt: '2026-11-29T10:15:00.000Z', agreements: [{ id: 7300000335540961287n, name: 'Service agreement', status: 'draft', people: ['example'], createdAt: '2026-11-29T10:15:00.000Z', sentAt: null }] }] },
  },
  getPublicTemplate: {
    response: { name: 'Service agreement', sender: { name: 'Ada Lovelace' }, roleName: 'Ada Lovelace', documents: [{ id: 7300000335540961287n, name: 'Service agreement.pdf', pageCount: 3, pageSizes: [{ width: 595, height: 842 }] }], unavailable: null },
  },
  sendPublicTemplateCode: {
    request: { name: 'Service agreement', email: 'ada@example.com' },
    response: null,
  },
  startPublicTemplate: {
    request: { name: 'Service agreement', email: 'ada@example.com', code: '123456' },
    response: { signerToken: 'tok_3b1f0c9e7a', expiresAt: 1, role: 'signer', next: 'start', recipientId: 7309436699640961287n },
  },
  checkBulkSend: {
    fields: {},
    response: { id: 7300000335540961287n, templateId: 7362585477340961287n, version: 1, fileName: 'contract.pdf', status: 'checked', fileErrors: [{ key: 'example', values: {} }], counts: { rows: 1, valid: 1, invalid: 1, queued: 1, sent: 1, failed: 1 }, quotaLeft: null, rows: [{ line: 1, status: 'invalid', label: 'example', errors: [{ key: 'example', values: {}, column: 'example' }], failure: null, agreementId: null }], createdAt: '2026-11-29T10:15:00.000Z' },
  },
  startBulkSend: {
    request: {},
    response: { id: 7300000335540961287n, templateId: 7362585477340961287n, version: 1, fileName: 'contract.pdf', status: 'checked', fileErrors: [{ key: 'example', values: {} }], counts: { rows: 1, valid: 1, invalid: 1, queued: 1, sent: 1, failed: 1 }, quotaLeft: null, rows: [{ line: 1, status: 'invalid', label: 'example', errors: [{ key: 'example', values: {}, column: 'example' }], failure: null, agreementId: null }], createdAt: '2026-11-29T10:15:00.000Z' },
  },
  getBulkSend: {
    response: { id: 7300000335540961287n, templateId: 7362585477340961287n, version: 1, fileName: 'contract.pdf', status: 'checked', fileErrors: [{ key: 'example', values: {} }], counts: { rows: 1, valid: 1, invalid: 1, queued: 1, sent: 1, failed: 1 }, quotaLeft: null, rows: [{ line: 1, status: 'invalid', label: 'example', errors: [{ key: 'example', values: {}, column: 'example' }], failure: null, agreementId: null }], createdAt: '2026-11-29T10:15:00.000Z' },
  },
} satisfies OperationExamples;
