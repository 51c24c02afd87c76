import type { AgreementBox, AgreementCounts } from '@signet/contracts';

/**
 * The folders in the order the side panel shows them, and the count each shows.
 * 'updating' and 'expired' only appear while an agreement is in them; 'all' and 'sent' have no count
 * of their own (the server does not send one), so they show none.
 */
export const FOLDERS: readonly AgreementBox[] = ['action_required', 'all', 'sent', 'draft', 'waiting', 'updating', 'completed', 'declined', 'voided', 'failed', 'expired', 'trash'];

const COUNT_OF: Partial<Record<AgreementBox, keyof Omit<AgreementCounts, 'version'>>> = {
  action_required: 'actionRequired',
  draft: 'draft',
  waiting: 'waiting',
  updating: 'updating',
  completed: 'completed',
  declined: 'declined',
  voided: 'voided',
  failed: 'failed',
  expired: 'expired',
  trash: 'trash',
};

/** The number beside a folder, or null when the server gives none (or has not answered yet). */
export function folderCount(box: AgreementBox, counts: AgreementCounts | undefined): number | null {
  const key = COUNT_OF[box];
  return key && counts ? (counts[key] ?? null) : null;
}

/** Folders shown only while they hold something (or are the one open). */
const SHOWN_WHEN_FULL = new Set<AgreementBox>(['updating', 'expired']);

/** Folders to offer: 'updating' and 'expired' are hidden while empty, unless open. */
export function visibleFolders(counts: AgreementCounts | undefined, current: AgreementBox): AgreementBox[] {
  return FOLDERS.filter((box) => !SHOWN_WHEN_FULL.has(box) || current === box || (folderCount(box, counts) ?? 0) > 0);
}

/** Folders whose count asks for attention (a filled badge rather than a quiet number). */
export function isUrgentFolder(box: AgreementBox, count: number | null): boolean {
  return (box === 'action_required' || box === 'failed') && (count ?? 0) > 0;
}
