import type { FastifyInstance } from 'fastify';
import * as contract from '@signet/contracts';
import { LIMITS } from '@signet/contracts';
import type { AppDeps } from '../../app-deps.js';
import { openAgreementAttachmentFile, openSignerAttachmentFile } from '../../domain/signing/open-attachment-file.js';
import { uploadSignerAttachment } from '../../domain/signing/upload-signer-attachment.js';
import { workspaceOf } from '../../domain/company/workspace.js';
import { explainingRefusals } from '../../domain/signing/signer-refusal.js';
import { registerOperation } from '../../http/register-operation.js';

/** Signers' attachments (issue 36): the upload into an attachment field, and downloads for recipients and the sender. */
export function registerAttachmentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.database.db;
  const from = (meta: { ip: string; userAgent: string }) => ({ ip: meta.ip, userAgent: meta.userAgent });

  registerOperation(
    app,
    deps,
    contract.uploadSignerAttachment,
    async ({ params, fields, file, signer, meta }) =>
      explainingRefusals(db, () => uploadSignerAttachment(db, deps.files, { recipientId: params.recipientId, credentials: signer, fieldId: fields.fieldId, file, ...from(meta) })),
    // One byte over the limit is enough to know it is too large; the domain then says so by name.
    { maxFileBytes: async () => LIMITS.attachmentBytes + 1 },
  );

  registerOperation(app, deps, contract.getSignerAttachmentFile, async ({ params, signer, meta }) =>
    explainingRefusals(db, () => openSignerAttachmentFile(db, deps.files, { recipientId: params.recipientId, attachmentId: params.attachmentId, credentials: signer, ...from(meta) })),
  );

  registerOperation(app, deps, contract.getAgreementAttachmentFile, async ({ session, params }) =>
    openAgreementAttachmentFile(db, deps.files, { ...workspaceOf(session), agreementId: params.agreementId, attachmentId: params.attachmentId }),
  );
}
