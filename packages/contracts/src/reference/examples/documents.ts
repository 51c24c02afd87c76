import type { OperationExamples } from '../reference-types.js';

/** A request and an answer of each documents operation, as on the wire (ids are 64-bit; the reference test parses each with the operation's schemas). */
export const documentsExamples = {
  uploadDocument: {
    fields: { name: 'Service agreement' },
    response: { id: 7300000335540961287n, name: 'Service agreement', kind: 'pdf', original: { fileName: 'contract.pdf', contentType: 'example', size: 184320, sha256: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08' }, pdf: { size: 184320, sha256: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08' }, pageCount: 3, pageSizes: [{ width: 595, height: 842 }], createdAt: '2026-11-29T10:15:00.000Z', updatedAt: '2026-11-29T10:15:00.000Z' },
  },
  unlockUpload: {
    request: { password: 'correct horse battery staple' },
    response: { id: 7300000335540961287n, name: 'Service agreement', kind: 'pdf', original: { fileName: 'contract.pdf', contentType: 'example', size: 184320, sha256: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08' }, pdf: { size: 184320, sha256: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08' }, pageCount: 3, pageSizes: [{ width: 595, height: 842 }], createdAt: '2026-11-29T10:15:00.000Z', updatedAt: '2026-11-29T10:15:00.000Z' },
  },
  listDocuments: {
    response: { documents: [{ id: 7300000335540961287n, name: 'Service agreement.pdf', kind: 'pdf', original: { fileName: 'contract.pdf', contentType: 'example', size: 184320, sha256: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08' }, pdf: { size: 184320, sha256: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08' }, pageCount: 3, pageSizes: [{ width: 595, height: 842 }], createdAt: '2026-11-29T10:15:00.000Z', updatedAt: '2026-11-29T10:15:00.000Z' }], nextCursor: null },
  },
  getDocument: {
    response: { id: 7300000335540961287n, name: 'Service agreement', kind: 'pdf', original: { fileName: 'contract.pdf', contentType: 'example', size: 184320, sha256: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08' }, pdf: { size: 184320, sha256: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08' }, pageCount: 3, pageSizes: [{ width: 595, height: 842 }], createdAt: '2026-11-29T10:15:00.000Z', updatedAt: '2026-11-29T10:15:00.000Z' },
  },
  renameDocument: {
    request: { name: 'Service agreement' },
    response: { id: 7300000335540961287n, name: 'Service agreement', kind: 'pdf', original: { fileName: 'contract.pdf', contentType: 'example', size: 184320, sha256: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08' }, pdf: { size: 184320, sha256: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08' }, pageCount: 3, pageSizes: [{ width: 595, height: 842 }], createdAt: '2026-11-29T10:15:00.000Z', updatedAt: '2026-11-29T10:15:00.000Z' },
  },
  deleteDocument: {
    response: { ok: true },
  },
} satisfies OperationExamples;
