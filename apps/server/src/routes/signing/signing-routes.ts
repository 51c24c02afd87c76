import type { FastifyInstance } from 'fastify';
import { bindSignerInfo, declineAgreement, getSignerView, recordSignerConsent, recordSignerViewed, submitSignature } from '@signet/contracts';
import type { AppDeps } from '../../app-deps.js';
import { bindSignerInfo as bindSigner } from '../../domain/signing/bind-signer-info.js';
import { declineAgreement as decline } from '../../domain/signing/decline-agreement.js';
import { getSignerView as readSignerView } from '../../domain/signing/get-signer-view.js';
import { recordSignerConsent as recordConsent } from '../../domain/signing/record-consent.js';
import { recordSignerViewed as recordViewed } from '../../domain/signing/record-viewed.js';
import { submitSignature as submit } from '../../domain/signing/submit-signature.js';
import { registerOperation } from '../../http/register-operation.js';
import { signerCredentials } from './signer-credentials.js';

/** Room for several signature images of up to 1 MB each (base64), beside the field values. */
const SUBMIT_BODY_LIMIT = 16 * 1024 * 1024;

/** The signer's journey: open the link, read, consent, sign or decline, and viewers' viewing. */
export function registerSigningRoutes(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.database.db;
  const from = (meta: { ip: string; userAgent: string }) => ({ ip: meta.ip, userAgent: meta.userAgent });

  registerOperation(app, deps, bindSignerInfo, async ({ params, body, meta }) =>
    bindSigner(db, { recipientId: params.flowSignerId, noticeId: params.flowNoticeViewId, token: body.token, accessCode: body.accessCode, browserLocale: meta.browserLocale, ...from(meta) }),
  );

  registerOperation(app, deps, getSignerView, async ({ params, meta, request, reply }) =>
    readSignerView(db, { recipientId: params.flowSignerId, credentials: await signerCredentials(request, reply, deps), ...from(meta) }),
  );

  registerOperation(app, deps, recordSignerConsent, async ({ params, meta, request, reply }) =>
    recordConsent(db, { recipientId: params.flowSignerId, credentials: await signerCredentials(request, reply, deps), locale: meta.locale, browserLocale: meta.browserLocale, ...from(meta) }),
  );

  registerOperation(
    app,
    deps,
    submitSignature,
    async ({ params, body, meta, request, reply }) => {
      const view = await submit(db, deps.files, {
        recipientId: params.flowSignerId,
        credentials: await signerCredentials(request, reply, deps),
        fields: body.fields,
        publicUrl: deps.config.publicUrl,
        browserLocale: meta.browserLocale,
        ...from(meta),
      });
      return view;
    },
    { bodyLimit: SUBMIT_BODY_LIMIT },
  );

  registerOperation(app, deps, declineAgreement, async ({ params, body, meta, request, reply }) => {
    const view = await decline(db, {
      recipientId: params.flowSignerId,
      credentials: await signerCredentials(request, reply, deps),
      reason: body.reason,
      publicUrl: deps.config.publicUrl,
      ...from(meta),
    });
    return view;
  });

  registerOperation(app, deps, recordSignerViewed, async ({ params, meta, request, reply }) =>
    recordViewed(db, { recipientId: params.flowSignerId, credentials: await signerCredentials(request, reply, deps), ...from(meta) }),
  );
}
