import type { AgreementCounts } from '@signet/contracts';
import { describe, expect, it } from 'vitest';
import { folderCount, isUrgentFolder, visibleFolders } from './folders';

const counts: AgreementCounts = { actionRequired: 2, waiting: 3, draft: 1, completed: 4, declined: 0, voided: 0, failed: 1, updating: 0, trash: 5, version: 'v1' };

describe('folders', () => {
  it('reads each folder’s count, none for all and sent', () => {
    expect(folderCount('action_required', counts)).toBe(2);
    expect(folderCount('trash', counts)).toBe(5);
    expect(folderCount('all', counts)).toBeNull();
    expect(folderCount('waiting', undefined)).toBeNull();
  });

  it('hides Updating while it is empty, unless it is open', () => {
    expect(visibleFolders(counts, 'all')).not.toContain('updating');
    expect(visibleFolders(counts, 'updating')).toContain('updating');
    expect(visibleFolders({ ...counts, updating: 1 }, 'all')).toContain('updating');
    expect(visibleFolders(counts, 'all')[0]).toBe('action_required');
  });

  it('calls attention only to things to do', () => {
    expect(isUrgentFolder('action_required', 2)).toBe(true);
    expect(isUrgentFolder('action_required', 0)).toBe(false);
    expect(isUrgentFolder('trash', 5)).toBe(false);
  });
});
