import type { FastifyInstance } from 'fastify';
import * as contract from '@signet/contracts';
import type { AppDeps } from '../../app-deps.js';
import { deleteDocument } from '../../domain/documents/delete-document.js';
import { listDocuments } from '../../domain/documents/list-documents.js';
import { requireOwnDocument } from '../../domain/documents/policy.js';
import { presentDocument } from '../../domain/documents/present-document.js';
import { renameDocument } from '../../domain/documents/rename-document.js';
import { openDocumentFile } from '../../domain/documents/open-document-file.js';
import { registerOperation } from '../../http/register-operation.js';
import { workspaceOf } from '../../domain/company/workspace.js';

/** The signed-in user's drive: list, read, rename, delete. Another user's document answers 404. */
export function registerDocumentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.database.db;

  registerOperation(app, deps, contract.listDocuments, async ({ session, query }) => {
    const page = await listDocuments(db, { owner: workspaceOf(session), cursor: query.cursor, limit: query.limit });
    return { documents: page.documents.map(presentDocument), nextCursor: page.nextCursor };
  });

  registerOperation(app, deps, contract.getDocument, async ({ session, params }) =>
    presentDocument(await requireOwnDocument(db, workspaceOf(session), params.documentId)),
  );

  registerOperation(app, deps, contract.renameDocument, async ({ session, params, body }) =>
    presentDocument(await renameDocument(db, { owner: workspaceOf(session), documentId: params.documentId, name: body.name })),
  );

  registerOperation(app, deps, contract.deleteDocument, async ({ session, params }) => {
    await deleteDocument(db, deps.files, { owner: workspaceOf(session), documentId: params.documentId });
    return { ok: true as const };
  });

  registerOperation(app, deps, contract.getDocumentFile, async ({ session, params, query }) =>
    openDocumentFile(db, deps.files, { owner: workspaceOf(session), documentId: params.documentId, variant: query.variant }),
  );
}
