import type { Actor } from '../domain/agreement-core/record-agreement-event.js';
import { workspaceOf, type Workspace } from '../domain/company/workspace.js';
import type { RequestMeta } from '../domain/request-meta.js';

/** The signed-in sender acting through this request, in the device's workspace, as the domain records it. */
export const actorOf = (session: Workspace, meta: RequestMeta): Actor => ({ ...workspaceOf(session), ip: meta.ip, userAgent: meta.userAgent });
