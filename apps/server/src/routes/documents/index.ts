import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerDocumentRoutes } from './document-routes.js';
import { registerUploadRoutes } from './upload-routes.js';

/** The drive service: a user's documents, their upload, conversion and files. */
export function registerDriveRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerUploadRoutes(app, deps);
  registerDocumentRoutes(app, deps);
}
