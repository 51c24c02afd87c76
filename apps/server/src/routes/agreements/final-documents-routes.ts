import type { FastifyInstance } from 'fastify';
import * as contract from '@signet/contracts';
import type { AppDeps } from '../../app-deps.js';
import { requireOwnAgreement } from '../../domain/agreement-core/policy.js';
import { buildFinalZip, openFinalDocument } from '../../domain/completion/open-final-documents.js';
import { workspaceOf } from '../../domain/company/workspace.js';
import { requireSigner } from '../../domain/signing/signer-access.js';
import { bytesFile } from '../../http/bytes-file.js';
import { registerOperation } from '../../http/register-operation.js';

/** Each document of a completed agreement sealed on its own, and the zip of all its files (issue 36), for its sender and its recipients. */
export function registerFinalDocumentsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.database.db;
  const asZip = ({ zip, fileName }: { zip: Buffer; fileName: string }) => bytesFile(zip, contract.FINAL_ZIP_MEDIA_TYPE, fileName);
  const signerAgreement = async (recipientId: bigint, credentials: Parameters<typeof requireSigner>[1]['credentials'], meta: { ip: string; userAgent: string }) =>
    (await requireSigner(db, { recipientId, credentials, ip: meta.ip, userAgent: meta.userAgent, now: new Date() })).agreement;

  registerOperation(app, deps, contract.getAgreementFinalDocumentFile, async ({ session, params }) =>
    openFinalDocument(db, deps.files, await requireOwnAgreement(db, workspaceOf(session), params.agreementId), params.documentId),
  );
  registerOperation(app, deps, contract.getAgreementFinalZip, async ({ session, params }) =>
    asZip(await buildFinalZip(db, deps.files, await requireOwnAgreement(db, workspaceOf(session), params.agreementId))),
  );
  registerOperation(app, deps, contract.getSignerFinalDocumentFile, async ({ params, signer, meta }) =>
    openFinalDocument(db, deps.files, await signerAgreement(params.recipientId, signer, meta), params.documentId),
  );
  registerOperation(app, deps, contract.getSignerFinalZip, async ({ params, signer, meta }) =>
    asZip(await buildFinalZip(db, deps.files, await signerAgreement(params.recipientId, signer, meta))),
  );
}
