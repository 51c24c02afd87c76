import type { Db } from '../../db/client.js';
import { hitNamedLimit } from '../rate-limit/hit-rate-limit.js';
import { findUserByEmail } from './users-repository.js';

/**
 * Spec 7's look-up: whether an e-mail has an account. It is the one place that
 * tells, so it is rate limited per IP to keep anyone from sweeping address lists.
 */
export async function checkUsernameExists(db: Db, options: { email: string; ip: string }): Promise<boolean> {
  await hitNamedLimit(db, 'usernameCheckPerIp', options.ip);
  return (await findUserByEmail(db, options.email)) !== null;
}
