import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@signet/contracts';
import * as contract from '@signet/contracts';
import type { AppDeps } from '../../app-deps.js';
import { AVATAR_ROUTE_PREFIX, presentUser } from '../../domain/account/present-user.js';
import { readAvatar } from '../../domain/account/read-avatar.js';
import { uploadAvatar } from '../../domain/account/upload-avatar.js';
import { sendError } from '../../http/error-handler.js';
import { registerOperation } from '../../http/register-operation.js';

/**
 * Avatar upload, and the public picture itself. The picture is not an API
 * operation (no envelope): an <img> loads it. Its name changes with every upload,
 * so it is cached for a year.
 */
export function registerAvatarRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerOperation(app, deps, contract.uploadAvatar, async ({ session, body }) =>
    presentUser(await uploadAvatar(deps.database.db, deps.files, { userId: session.userId, dataUrl: body.dataUrl }), session.companyId),
  );

  app.get<{ Params: { file: string } }>(`${AVATAR_ROUTE_PREFIX}:file`, async (request, reply) => {
    const avatar = await readAvatar(deps.files, request.params.file);
    if (!avatar) return sendError(request, reply, ErrorCode.NotFound);
    return reply
      .header('content-type', avatar.contentType)
      .header('cache-control', 'private, max-age=31536000, immutable')
      .send(avatar.body);
  });
}
