import type { AgreementSummary } from '@signet/contracts';
import { describe, expect, it } from 'vitest';
import { detailActions, isActionDisabled, orderedActions, rowOperations, selfSignRecipientId, signingProgress } from './agreement-actions';

function row(overrides: Partial<AgreementSummary> = {}): AgreementSummary {
  return {
    id: 1n,
    name: 'Offer',
    status: 'waiting',
    role: 'sender',
    sender: null,
    selfSign: false,
    signingOrder: false,
    recipients: [{ id: 11n, name: 'Ana', email: 'ana@example.com', role: 'signer', status: 'invited', deliveryFailed: false }],
    documentCount: 1,
    createdAt: '2026-05-01T12:00:00Z',
    updatedAt: '2026-05-01T12:00:00Z',
    sentAt: '2026-05-01T12:00:00Z',
    deletedAt: null,
    myAction: null,
    actions: ['delete', 'copy', 'void', 'notify'],
    ...overrides,
  };
}

describe('detail actions', () => {
  it('orders what the server allows and picks the main step', () => {
    expect(orderedActions(['delete', 'copy', 'edit'])).toEqual(['edit', 'copy', 'delete']);
    expect(detailActions('draft', ['delete', 'copy', 'edit'])).toEqual({ primary: 'edit', others: ['copy', 'delete'], locked: false });
    expect(detailActions('completed', ['delete', 'copy', 'download_final'])).toMatchObject({ primary: 'download_final', others: ['copy', 'delete'] });
    expect(detailActions('failed', ['retry_completion', 'copy', 'delete'])).toMatchObject({ primary: 'retry_completion' });
  });

  it('has no filled button while waiting (re-send, void and delete are all secondary)', () => {
    expect(detailActions('waiting', ['notify', 'void', 'copy', 'delete'])).toEqual({ primary: null, others: ['notify', 'copy', 'void', 'delete'], locked: false });
  });

  it('shows nothing the server did not allow', () => {
    expect(detailActions('voided', undefined)).toEqual({ primary: null, others: [], locked: false });
  });

  it('locks state changes while updating, but not downloads', () => {
    const { locked } = detailActions('updating', ['void', 'delete']);
    expect(locked).toBe(true);
    expect(isActionDisabled('void', locked)).toBe(true);
    expect(isActionDisabled('download_final', locked)).toBe(false);
  });

  it('offers Change (revise) as a quiet button on a waiting agreement nobody signed yet', () => {
    expect(orderedActions(['delete', 'revise', 'void', 'notify', 'copy'])).toEqual(['notify', 'revise', 'copy', 'void', 'delete']);
    expect(detailActions('waiting', ['void', 'revise', 'notify'])).toEqual({ primary: null, others: ['notify', 'revise', 'void'], locked: false });
    expect(isActionDisabled('revise', false)).toBe(false);
  });

  it('keeps Continue editing usable on an agreement being changed (updating)', () => {
    const { primary, locked } = detailActions('updating', ['edit', 'delete']);
    expect(primary).toBe('edit');
    expect(isActionDisabled('edit', locked)).toBe(false);
    expect(isActionDisabled('delete', locked)).toBe(true);
  });
});

describe('row operations', () => {
  it('offers re-send and a menu for my waiting agreement', () => {
    expect(rowOperations(row())).toMatchObject({ sign: null, view: false, notify: true, restore: false, menu: ['copy', 'void', 'delete'], opensDetail: true });
  });

  it('puts Change (revise) in the row menu', () => {
    expect(rowOperations(row({ actions: ['delete', 'revise', 'notify'] }))).toMatchObject({ notify: true, menu: ['revise', 'delete'] });
  });

  it('points a received agreement to the e-mailed link, and opens no detail', () => {
    const received = row({ role: 'signer', sender: { name: 'Bo', email: 'bo@example.com' }, myAction: 'sign', actions: [] });
    expect(rowOperations(received)).toMatchObject({ sign: 'email', notify: false, menu: [], opensDetail: false });
    expect(rowOperations({ ...received, myAction: 'view' })).toMatchObject({ sign: null, view: true });
  });

  it('lets me sign my own "Just need my signature" agreement with my session', () => {
    const mine = row({ selfSign: true, actions: ['copy', 'void', 'delete'] });
    expect(rowOperations(mine).sign).toBe('self');
    expect(selfSignRecipientId(mine)).toBe('11');
    expect(selfSignRecipientId({ ...mine, recipients: [{ ...mine.recipients[0]!, status: 'signed' }] })).toBeNull();
    expect(selfSignRecipientId({ ...mine, deletedAt: '2026-05-02T00:00:00Z' })).toBeNull();
  });

  it('shows Restore as a button in the trash', () => {
    expect(rowOperations(row({ deletedAt: '2026-05-02T00:00:00Z', actions: ['restore', 'copy'] }))).toMatchObject({ restore: true, notify: false, menu: ['copy'] });
  });
});

describe('signingProgress', () => {
  const recipient = (id: bigint, role: 'signer' | 'viewer', status: 'invited' | 'signed') => ({ id, name: 'R', email: null, role, status, deliveryFailed: false });

  it('counts signed signers of all signers, viewers aside', () => {
    const recipients = [recipient(11n, 'signer', 'signed'), recipient(12n, 'signer', 'invited'), recipient(13n, 'viewer', 'invited')];
    expect(signingProgress(row({ recipients }))).toEqual({ signed: 1, total: 2 });
  });

  it('counts approvals too, and no longer counts a member released by their group', () => {
    const recipients = [
      { id: 11n, name: 'M', email: null, role: 'approver' as const, status: 'approved' as const, deliveryFailed: false },
      { id: 12n, name: 'A', email: null, role: 'signer' as const, status: 'signed' as const, deliveryFailed: false },
      { id: 13n, name: 'B', email: null, role: 'signer' as const, status: 'released' as const, deliveryFailed: false },
      { id: 14n, name: 'C', email: null, role: 'signer' as const, status: 'invited' as const, deliveryFailed: false },
      { id: 15n, name: 'F', email: null, role: 'copy' as const, status: 'pending' as const, deliveryFailed: false },
    ];
    expect(signingProgress(row({ recipients }))).toEqual({ signed: 2, total: 3 });
  });

  it('says nothing for a draft or an agreement without signers', () => {
    expect(signingProgress(row({ status: 'draft' }))).toBeNull();
    expect(signingProgress(row({ recipients: [recipient(13n, 'viewer', 'invited')] }))).toBeNull();
  });
});
