import { describe, expect, it } from 'vitest';
import { resolveGroups, resolveSteps, routeProblems, type RouteEntry } from './routing.js';

const messages = (entries: RouteEntry[], signingOrder = false) => routeProblems(entries, signingOrder).map((problem) => `${problem.index}.${problem.path}: ${problem.message}`);

describe('routes: steps as written, or as the signing order means them', () => {
  it('derives one step per acting recipient with the order on, one for all without; viewers and copies take none', () => {
    const entries: RouteEntry[] = [{ role: 'signer' }, { role: 'viewer' }, { role: 'approver' }, { role: 'copy' }];
    expect(resolveSteps(entries, true)).toEqual([1, null, 2, null]);
    expect(resolveSteps(entries, false)).toEqual([1, null, 1, null]);
    expect(resolveGroups(entries)).toEqual(['all', 'all', 'all', 'all']);
  });

  it('keeps the numbers and groups a route writes, whatever the switch says', () => {
    const entries: RouteEntry[] = [
      { role: 'approver', step: 1 },
      { role: 'signer', step: 2, group: 'any' },
      { role: 'signer', step: 2, group: 'any' },
      { role: 'copy' },
      { role: 'signer', step: 3 },
    ];
    expect(resolveSteps(entries, true)).toEqual([1, 2, 2, null, 3]);
    expect(resolveGroups(entries)).toEqual(['all', 'any', 'any', 'all', 'all']);
    expect(routeProblems(entries)).toEqual([]);
  });

  it('refuses bad routes with a reason for the recipient at fault', () => {
    expect(messages([{ role: 'signer', step: 1 }, { role: 'signer' }])).toEqual(['1.step: Give every recipient who acts a step, or none.']);
    expect(messages([{ role: 'signer', step: 1 }, { role: 'copy', step: 2 }])).toEqual(['1.step: Viewers and copies take no step: they hold nobody up.']);
    expect(messages([{ role: 'signer', step: 1 }, { role: 'signer', step: 3 }])).toEqual(['1.step: Step 2 has nobody in it: number the steps 1, 2, 3… without gaps.']);
    expect(messages([{ role: 'signer', step: 2 }])).toEqual(['0.step: Step 1 has nobody in it: number the steps 1, 2, 3… without gaps.']);
    expect(messages([{ role: 'signer', step: 1, group: 'any' }, { role: 'signer', step: 1, group: 'all' }])).toEqual([
      '0.group: Everyone in step 1 must share one group: all of them, or any one of them.',
    ]);
    expect(messages([{ role: 'signer', step: 1, group: 'any' }, { role: 'signer', step: 2 }])).toEqual(['0.group: Step 1 is "any one of" but has one member; it needs two or more.']);
  });

  it('names each problem with a kind and its step, for a client to say in its own language', () => {
    const kinds = (entries: RouteEntry[]) => routeProblems(entries).map(({ kind, step }) => (step === undefined ? kind : `${kind} ${step}`));
    expect(kinds([{ role: 'signer', step: 1 }, { role: 'copy', step: 2 }])).toEqual(['step_outside_route']);
    expect(kinds([{ role: 'signer', step: 1 }, { role: 'signer' }])).toEqual(['step_missing']);
    expect(kinds([{ role: 'signer', step: 1 }, { role: 'signer', step: 3 }])).toEqual(['step_gap 2']);
    expect(kinds([{ role: 'signer', step: 1, group: 'any' }, { role: 'signer', step: 1, group: 'all' }])).toEqual(['group_mixed 1']);
    expect(kinds([{ role: 'signer', step: 1 }, { role: 'signer', step: 2, group: 'any' }])).toEqual(['group_of_one 2']);
    expect(kinds([{ role: 'signer', step: 1 }, { role: 'filler', step: 2 }])).toEqual(['filler_last']);
  });

  it('wants a filler before someone whose fields they fill', () => {
    expect(messages([{ role: 'signer', step: 1 }, { role: 'filler', step: 2 }])).toEqual(['1.role: A filler must come before the recipients whose fields they fill.']);
    // Without the order everyone shares step 1: nobody comes after the filler.
    expect(messages([{ role: 'filler' }, { role: 'signer' }])).toEqual(['0.role: A filler must come before the recipients whose fields they fill.']);
    expect(messages([{ role: 'filler' }, { role: 'signer' }], true)).toEqual([]);
    expect(messages([{ role: 'filler', step: 1 }, { role: 'approver', step: 2 }])).toEqual([]);
  });
});
