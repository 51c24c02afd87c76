import type { RequestMeta } from '../request-meta.js';

/** What every sign-in operation needs besides its own input: the caller and the session lifetime. */
export interface SignInContext {
  meta: RequestMeta;
  ttlMs: number;
  now?: Date;
}
