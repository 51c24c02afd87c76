import type { AgreementStatus } from '@signet/contracts';

/**
 * Badge colour per status. Orange is the brand's main-action colour, so no status
 * uses it; finished-well is green, needs-attention red, ended-by-someone grey tones.
 */
export const STATUS_COLORS: Record<AgreementStatus, string> = {
  draft: 'gray',
  updating: 'yellow',
  waiting: 'blue',
  completed: 'green',
  failed: 'red',
  declined: 'pink',
  voided: 'dark',
  expired: 'grape',
};

export function statusColor(status: AgreementStatus): string {
  return STATUS_COLORS[status];
}
