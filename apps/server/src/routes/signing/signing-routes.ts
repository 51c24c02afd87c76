import type { FastifyInstance } from 'fastify';
import * as contract from '@signet/contracts';
import type { AppDeps } from '../../app-deps.js';
import { bindSignerInfo } from '../../domain/signing/bind-signer-info.js';
import { declineAgreement } from '../../domain/signing/decline-agreement.js';
import { getSignerView } from '../../domain/signing/get-signer-view.js';
import { recordSignerConsent } from '../../domain/signing/record-consent.js';
import { recordSignerViewed } from '../../domain/signing/record-viewed.js';
import { explainingRefusals } from '../../domain/signing/signer-refusal.js';
import { submitSignature } from '../../domain/signing/submit-signature.js';
import { registerOperation } from '../../http/register-operation.js';
import { signerProofOf } from '../../http/signer-proof.js';
import { sendSignerCode } from '../../domain/signing/signer-code.js';
import { openRecipientFinalFile } from '../../domain/completion/open-final-file.js';
import { openSignerDocumentFile } from '../../domain/signing/open-signer-document-file.js';

/** Room for several signature images of up to 1 MB each (base64), beside the field values. */
const SUBMIT_BODY_LIMIT = 16 * 1024 * 1024;

/** The signer's journey: open the link, read, consent, sign or decline, and viewers' viewing. */
export function registerSigningRoutes(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.database.db;
  const from = (meta: { ip: string; userAgent: string }) => ({ ip: meta.ip, userAgent: meta.userAgent });
  // A refusal for a recipient who proved who they are says who ended the journey, when, and whom to ask.
  const explained = <T>(run: () => Promise<T>) => explainingRefusals(db, run);

  registerOperation(app, deps, contract.bindSignerInfo, async ({ params, body, meta, request, reply }) => {
    const proof = await signerProofOf(request, reply, deps);
    return explained(() =>
      bindSignerInfo(db, {
        recipientId: params.recipientId,
        noticeId: params.noticeId,
        token: body.token,
        accessCode: body.accessCode,
        verificationCode: body.verificationCode,
        ...proof,
        browserLocale: meta.browserLocale,
        pageImageKey: deps.pageImageKey,
        ...from(meta),
      }),
    );
  });

  registerOperation(app, deps, contract.sendSignerCode, async ({ params, body, meta }) =>
    explained(() => sendSignerCode(db, { recipientId: params.recipientId, noticeId: params.noticeId, token: body.token, sendText: (message) => deps.sms.send(message), ...from(meta) })),
  );

  registerOperation(app, deps, contract.getSignerView, async ({ params, signer, meta }) =>
    explained(() => getSignerView(db, { recipientId: params.recipientId, credentials: signer, pageImageKey: deps.pageImageKey, ...from(meta) })),
  );

  registerOperation(app, deps, contract.recordSignerConsent, async ({ params, signer, meta }) =>
    explained(() => recordSignerConsent(db, { recipientId: params.recipientId, credentials: signer, pageImageKey: deps.pageImageKey, locale: meta.locale, browserLocale: meta.browserLocale, ...from(meta) })),
  );

  registerOperation(
    app,
    deps,
    contract.submitSignature,
    async ({ params, body, signer, meta }) => {
      return explained(() =>
        submitSignature(db, deps.files, {
          recipientId: params.recipientId,
          credentials: signer,
          fields: body.fields,
          publicUrl: deps.config.publicUrl,
          pageImageKey: deps.pageImageKey,
          browserLocale: meta.browserLocale,
          ...from(meta),
        }),
      );
    },
    { bodyLimit: SUBMIT_BODY_LIMIT },
  );

  registerOperation(app, deps, contract.declineAgreement, async ({ params, body, signer, meta }) => {
    return explained(() =>
      declineAgreement(db, {
        recipientId: params.recipientId,
        credentials: signer,
        reason: body.reason,
        publicUrl: deps.config.publicUrl,
        pageImageKey: deps.pageImageKey,
        ...from(meta),
      }),
    );
  });

  registerOperation(app, deps, contract.recordSignerViewed, async ({ params, signer, meta }) =>
    explained(() => recordSignerViewed(db, { recipientId: params.recipientId, credentials: signer, pageImageKey: deps.pageImageKey, ...from(meta) })),
  );

  registerOperation(app, deps, contract.getSignerDocumentFile, async ({ params, query, signer, meta }) =>
    explained(() =>
      openSignerDocumentFile(db, deps.files, { recipientId: params.recipientId, documentId: params.documentId, variant: query.variant, credentials: signer, ...from(meta) }),
    ),
  );

  registerOperation(app, deps, contract.getSignerFinalFile, async ({ params, signer, meta }) =>
    openRecipientFinalFile(db, deps.files, { recipientId: params.recipientId, credentials: signer, ...from(meta) }),
  );
}
