import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerAvatarRoutes } from './avatar-routes.js';
import { registerProfileRoutes } from './profile-routes.js';
import { registerSendCode } from './send-code.js';
import { registerApiKeyRoutes } from './api-key-routes.js';
import { registerTestMailRoutes } from './test-mail-routes.js';
import { registerWebhookRoutes } from './webhook-routes.js';
import { registerSessionRoutes } from './session-routes.js';
import { registerSignInRoutes } from './sign-in-routes.js';
import { registerSecondFactorSignInRoutes } from './second-factor-sign-in-routes.js';
import { registerTwoFactorRoutes } from './two-factor-routes.js';
import { registerKeptSignatureRoutes } from './kept-signature-routes.js';

/** The account service family (issue 3). */
export function registerAccountRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerSendCode(app, deps);
  registerSignInRoutes(app, deps);
  registerSecondFactorSignInRoutes(app, deps);
  registerTwoFactorRoutes(app, deps);
  registerProfileRoutes(app, deps);
  registerAvatarRoutes(app, deps);
  registerSessionRoutes(app, deps);
  registerApiKeyRoutes(app, deps);
  registerTestMailRoutes(app, deps);
  registerWebhookRoutes(app, deps);
  registerKeptSignatureRoutes(app, deps);
}
