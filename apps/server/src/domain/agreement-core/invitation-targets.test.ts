import { describe, expect, it } from 'vitest';
import { invitationTargets } from './invitation-targets.js';

const list = [
  { id: 1n, status: 'pending' as const, name: 'viewer first', role: 'viewer' as const },
  { id: 2n, status: 'pending' as const, name: 'signer 1', role: 'signer' as const },
  { id: 3n, status: 'pending' as const, name: 'signer 2', role: 'signer' as const },
  { id: 4n, status: 'pending' as const, name: 'viewer last', role: 'viewer' as const },
];
const names = (targets: { name: string }[]) => targets.map((target) => target.name);

describe('invitationTargets', () => {
  it('invites the first signer and every viewer when the order is on', () => {
    expect(names(invitationTargets({ selfSign: false, signingOrder: true }, list))).toEqual(['viewer first', 'signer 1', 'viewer last']);
  });

  it('invites everyone when the order is off', () => {
    expect(names(invitationTargets({ selfSign: false, signingOrder: false }, list))).toEqual(names(list));
  });

  it('invites nobody for "just need my signature"', () => {
    expect(invitationTargets({ selfSign: true, signingOrder: false }, list)).toEqual([]);
  });
});
