import type { FastifyInstance } from 'fastify';
import * as contract from '@signet/contracts';
import { AppError, ErrorCode } from '@signet/contracts';
import type { AppDeps } from '../../app-deps.js';
import { applyCompanySeal, askToUseSeal, sendSealUseCode, uploadPartySealImage, viewSignerSeals } from '../../domain/company-seals/apply-seal.js';
import { appliedSealFace, choosableSealFace } from '../../domain/company-seals/signer-seal-faces.js';
import { explainingRefusals } from '../../domain/signing/signer-refusal.js';
import { bytesFile } from '../../http/bytes-file.js';
import { registerOperation } from '../../http/register-operation.js';

/** Room for a seal picture of up to 5 MB, base64. */
const UPLOAD_BODY_LIMIT = 8 * 1024 * 1024;

/** A company party's seal on the signing page (issue 34): pick, ask, confirm by code, or upload. */
export function registerSealSigningRoutes(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.database.db;
  const call = (params: { recipientId: bigint }, signer: { signerToken: string; userId: bigint | null }, meta: { ip: string; userAgent: string }) => ({
    recipientId: params.recipientId,
    credentials: signer,
    ip: meta.ip,
    userAgent: meta.userAgent,
  });
  const explained = <T>(run: () => Promise<T>) => explainingRefusals(db, run);

  registerOperation(app, deps, contract.getSignerSeals, async ({ params, signer, meta }) => explained(() => viewSignerSeals(db, call(params, signer, meta))));
  registerOperation(app, deps, contract.getSignerSealFace, async ({ params, signer, meta }) => {
    const face = await choosableSealFace(db, deps.files, { ...call(params, signer, meta), sealId: params.sealId });
    return bytesFile(face.bytes, face.contentType, `seal.${face.contentType === 'image/png' ? 'png' : 'svg'}`);
  });
  registerOperation(app, deps, contract.getAppliedSealFace, async ({ params, signer, meta }) => {
    const face = await appliedSealFace(db, deps.files, call(params, signer, meta));
    if (!face) throw new AppError(ErrorCode.NotFound, { detail: 'no seal applied' });
    return bytesFile(face.bytes, face.contentType, `seal.${face.contentType === 'image/png' ? 'png' : 'svg'}`);
  });
  registerOperation(app, deps, contract.requestSealUse, async ({ params, signer, meta, body }) =>
    explained(() => askToUseSeal(db, { ...call(params, signer, meta), sealId: params.sealId, reason: body.reason, publicUrl: deps.config.publicUrl })),
  );
  registerOperation(app, deps, contract.sendSealCode, async ({ params, signer, meta }) => explained(() => sendSealUseCode(db, { ...call(params, signer, meta), sealId: params.sealId })));
  registerOperation(app, deps, contract.applySeal, async ({ params, signer, meta, body }) =>
    explained(() => applyCompanySeal(db, { ...call(params, signer, meta), sealId: params.sealId, code: body.code })),
  );
  registerOperation(
    app,
    deps,
    contract.uploadPartySeal,
    async ({ params, signer, meta, body }) => explained(() => uploadPartySealImage(db, deps.files, { ...call(params, signer, meta), image: body.image })),
    { bodyLimit: UPLOAD_BODY_LIMIT },
  );
}
