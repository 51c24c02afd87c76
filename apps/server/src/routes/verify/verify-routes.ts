import type { FastifyInstance } from 'fastify';
import { AppError, ErrorCode } from '@signet/contracts';
import * as contract from '@signet/contracts';
import type { AppDeps } from '../../app-deps.js';
import { readUpload, verifyDocument } from '../../domain/completion/verify-document.js';
import { hitNamedLimit } from '../../domain/rate-limit/hit-rate-limit.js';
import { registerOperation } from '../../http/register-operation.js';

/** Public verification of a sealed document: no sign-in, rate limited per address. */
export function registerVerifyRoutes(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.database.db;
  registerOperation(app, deps, contract.verifyDocument, async ({ file, meta }) => {
    if (!file) throw new AppError(ErrorCode.ParameterError, { data: { issues: [{ in: 'body', path: 'file', message: 'a file is required' }] } });
    await hitNamedLimit(db, 'verifyPerIp', meta.ip);
    return verifyDocument(db, await readUpload(file.path));
  });
}
