import type { PlanExceededType } from '@signet/contracts';
import type { RowMessage } from './upload-outcome';

/**
 * The plan limit a failed row ran into, if any: a file too large (5007, found here or by the
 * server) or with too many pages (7005). Those rows offer the plan-exceeded dialog.
 */
export function planLimitOf(message: RowMessage | undefined): PlanExceededType | null {
  if (!message || !('key' in message)) return null;
  if (message.key === 'http_error_5007') return 'file_size';
  if (message.key === 'http_error_7005') return 'file_page';
  return null;
}
