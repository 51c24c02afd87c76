import type { FastifyInstance } from 'fastify';
import { deleteDocument, getDocument, listDocuments, renameDocument } from '@signet/contracts';
import type { AppDeps } from '../../app-deps.js';
import { deleteDocument as removeDocument } from '../../domain/documents/delete-document.js';
import { listDocuments as listOwnDocuments } from '../../domain/documents/list-documents.js';
import { requireOwnDocument } from '../../domain/documents/policy.js';
import { presentDocument } from '../../domain/documents/present-document.js';
import { renameDocument as renameOwnDocument } from '../../domain/documents/rename-document.js';
import { registerOperation } from '../../http/register-operation.js';

/** The signed-in user's drive: list, read, rename, delete. Another user's document answers 404. */
export function registerDocumentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.database.db;

  registerOperation(app, deps, listDocuments, async ({ session, query }) => {
    const page = await listOwnDocuments(db, { ownerId: session.userId, cursor: query.cursor, limit: query.limit });
    return { documents: page.documents.map(presentDocument), nextCursor: page.nextCursor };
  });

  registerOperation(app, deps, getDocument, async ({ session, params }) =>
    presentDocument(await requireOwnDocument(db, session.userId, params.documentId)),
  );

  registerOperation(app, deps, renameDocument, async ({ session, params, body }) =>
    presentDocument(await renameOwnDocument(db, { ownerId: session.userId, documentId: params.documentId, name: body.name })),
  );

  registerOperation(app, deps, deleteDocument, async ({ session, params }) => {
    await removeDocument(db, deps.files, { ownerId: session.userId, documentId: params.documentId });
    return { ok: true as const };
  });
}
