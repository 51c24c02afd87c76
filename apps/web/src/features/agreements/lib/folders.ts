import type { AgreementBox, AgreementCounts } from '@signet/contracts';

/**
 * The folders in the order the side panel shows them, and the count each shows.
 * 'updating' only appears while an agreement is in it; 'all' and 'sent' have no count
 * of their own (the server does not send one), so they show none.
 */
export const FOLDERS: readonly AgreementBox[] = ['action_required', 'all', 'sent', 'draft', 'waiting', 'updating', 'completed', 'declined', 'voided', 'failed', 'trash'];

const COUNT_OF: Partial<Record<AgreementBox, keyof Omit<AgreementCounts, 'version'>>> = {
  action_required: 'actionRequired',
  draft: 'draft',
  waiting: 'waiting',
  updating: 'updating',
  completed: 'completed',
  declined: 'declined',
  voided: 'voided',
  failed: 'failed',
  trash: 'trash',
};

/** The number beside a folder, or null when the server gives none (or has not answered yet). */
export function folderCount(box: AgreementBox, counts: AgreementCounts | undefined): number | null {
  const key = COUNT_OF[box];
  return key && counts ? counts[key] : null;
}

/** Folders to offer: 'updating' is hidden while empty, unless it is the one open. */
export function visibleFolders(counts: AgreementCounts | undefined, current: AgreementBox): AgreementBox[] {
  return FOLDERS.filter((box) => box !== 'updating' || current === 'updating' || (counts?.updating ?? 0) > 0);
}

/** Folders whose count asks for attention (a filled badge rather than a quiet number). */
export function isUrgentFolder(box: AgreementBox, count: number | null): boolean {
  return (box === 'action_required' || box === 'failed') && (count ?? 0) > 0;
}
