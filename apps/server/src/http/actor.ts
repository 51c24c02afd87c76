import type { Actor } from '../domain/agreement-core/record-agreement-event.js';
import type { RequestMeta } from '../domain/request-meta.js';

/** The signed-in sender acting through this request, as the domain records it. */
export const actorOf = (session: { userId: bigint }, meta: RequestMeta): Actor => ({ userId: session.userId, ip: meta.ip, userAgent: meta.userAgent });
