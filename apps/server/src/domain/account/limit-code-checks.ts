import type { Db } from '../../db/client.js';
import { hitNamedLimit } from '../rate-limit/hit-rate-limit.js';

/** Counts one code check (register, quick login, reset, change e-mail) per e-mail and per IP; 429 past the limit. */
export async function limitCodeChecks(db: Db, options: { email: string; ip: string }): Promise<void> {
  await hitNamedLimit(db, 'codeCheckPerIp', options.ip);
  await hitNamedLimit(db, 'codeCheckPerEmail', options.email);
}
