import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.js';
import { registerAccountRoutes } from './account/index.js';
import { registerGetPublicConfig } from './app/get-public-config.js';
import { registerDevOutbox } from './dev/outbox.js';
import { registerDevSmsOutbox } from './dev/sms-outbox.js';
import { registerDriveRoutes } from './documents/index.js';
import { registerAgreementManagementRoutes } from './agreements/agreement-management-routes.js';
import { registerAgreementRoutes } from './agreements/agreement-routes.js';
import { registerSignatureRequestRoutes } from './agreements/signature-request-routes.js';
import { registerCompletionRoutes } from './agreements/completion-routes.js';
import { registerFinalDocumentsRoutes } from './agreements/final-documents-routes.js';
import { registerCheckDevices } from './account/check-devices.js';
import { registerCheckoutRoutes } from './checkout/checkout-routes.js';
import { registerGetSignPlanDetail } from './plan/get-sign-plan-detail.js';
import { registerSigningRoutes } from './signing/signing-routes.js';
import { registerPageImageRoutes } from './page-images/page-image-routes.js';
import { registerVerifyRoutes } from './verify/verify-routes.js';
import { registerTemplateRoutes } from './templates/template-routes.js';
import { registerEmbeddingRoutes } from './embedding/embedding-routes.js';
import { registerCompanyRoutes } from './companies/company-routes.js';
import { registerCompanySealRoutes } from './companies/company-seal-routes.js';
import { registerSealSigningRoutes } from './signing/seal-signing-routes.js';
import { registerAttachmentRoutes } from './signing/attachment-routes.js';

/**
 * Every /v1 route, grouped by service family (spec 1 and 7). Each family could
 * be served from its own host; here they share one origin unless configured.
 */
export function registerRoutes(app: FastifyInstance, deps: AppDeps): void {
  // app service
  registerGetPublicConfig(app, deps);
  // sign service
  registerCheckDevices(app, deps);
  registerGetSignPlanDetail(app, deps);
  registerAgreementRoutes(app, deps);
  registerSignatureRequestRoutes(app, deps);
  registerAgreementManagementRoutes(app, deps);
  registerSigningRoutes(app, deps);
  registerPageImageRoutes(app, deps);
  registerSealSigningRoutes(app, deps);
  registerAttachmentRoutes(app, deps);
  registerCompletionRoutes(app, deps);
  registerFinalDocumentsRoutes(app, deps);
  registerVerifyRoutes(app, deps);
  registerTemplateRoutes(app, deps);
  registerEmbeddingRoutes(app, deps);
  // account service
  registerAccountRoutes(app, deps);
  registerCompanyRoutes(app, deps);
  registerCompanySealRoutes(app, deps);
  // drive service
  registerDriveRoutes(app, deps);
  // checkout service
  registerCheckoutRoutes(app, deps);

  if (deps.config.devTools) {
    registerDevOutbox(app, deps);
    registerDevSmsOutbox(app, deps);
  }
}
