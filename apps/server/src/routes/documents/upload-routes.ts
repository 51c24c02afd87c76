import type { FastifyInstance } from 'fastify';
import { AppError, ErrorCode } from '@signet/contracts';
import * as contract from '@signet/contracts';
import type { AppDeps } from '../../app-deps.js';
import { presentDocument } from '../../domain/documents/present-document.js';
import { planOfUser } from '../../domain/plan/plan-of-user.js';
import { registerOperation } from '../../http/register-operation.js';
import { workspaceOf } from '../../domain/company/workspace.js';

// Reading and converting uploads brings pdf.js, pdf-lib, qpdf, sharp and the fonts; they load with the first upload.
const loadUploadDocument = () => import('../../domain/documents/upload-document.js');
const loadUnlockUpload = () => import('../../domain/documents/unlock-upload.js');

/**
 * Upload (multipart, streamed to disk within the caller's plan size) and the
 * unlock of a password-protected upload. The plan of the signed-in user sets the
 * size and page limits.
 */
export function registerUploadRoutes(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.database.db;
  registerOperation(
    app,
    deps,
    contract.uploadDocument,
    async ({ session, file, fields }) => {
      if (!file) {
        throw new AppError(ErrorCode.ParameterError, { data: { issues: [{ in: 'body', path: 'file', message: 'a file is required' }] } });
      }
      const plan = await planOfUser(db, session.userId);
      const { uploadDocument } = await loadUploadDocument();
      return presentDocument(await uploadDocument(db, deps.files, { owner: workspaceOf(session), plan, file, name: fields.name }));
    },
    { maxFileBytes: async (session) => (session ? (await planOfUser(db, session.userId)).maxFileBytes : 0) },
  );

  registerOperation(app, deps, contract.unlockUpload, async ({ session, params, body }) => {
    const plan = await planOfUser(db, session.userId);
    const { unlockUpload } = await loadUnlockUpload();
    return presentDocument(
      await unlockUpload(db, deps.files, { owner: workspaceOf(session), plan, uploadId: params.uploadId, password: body.password }),
    );
  });
}
