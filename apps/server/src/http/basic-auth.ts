import { timingSafeEqual } from 'node:crypto';
import { AppError, ErrorCode } from '@signet/contracts';

/**
 * The app service's fixed basic authorization (spec 7): it tells the web client
 * apart from other callers. It is not a secret and grants no user rights.
 */
export function assertBasicAuth(header: string | undefined, expected: string): void {
  const want = Buffer.from(`Basic ${Buffer.from(expected).toString('base64')}`);
  const got = Buffer.from(header ?? '');
  if (got.length !== want.length || !timingSafeEqual(got, want)) {
    throw new AppError(ErrorCode.Unauthorized, { detail: 'app basic authorization missing or wrong' });
  }
}
