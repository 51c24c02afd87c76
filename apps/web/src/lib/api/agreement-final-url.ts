import { AGREEMENT_FINAL_FILE_PATH, buildPath } from '@signet/contracts';
import { serviceBaseUrl } from './service-hosts';

/** The sealed final document of one of my agreements (sender's session; 7405 until sealed). */
export function agreementFinalUrl(flowId: bigint | string): string {
  const base = serviceBaseUrl('sign').replace(/\/+$/, '');
  return `${base}${buildPath(AGREEMENT_FINAL_FILE_PATH, { flowId: String(flowId) })}`;
}
