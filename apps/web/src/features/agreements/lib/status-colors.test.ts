import { AGREEMENT_STATUSES } from '@signet/contracts';
import { describe, expect, it } from 'vitest';
import { statusColor } from './status-colors';

describe('status colours', () => {
  it('gives every status a colour, never the brand orange', () => {
    for (const status of AGREEMENT_STATUSES) {
      expect(statusColor(status)).toBeTruthy();
      expect(['signet', 'orange']).not.toContain(statusColor(status));
    }
  });

  it('marks success green and trouble red', () => {
    expect(statusColor('completed')).toBe('green');
    expect(statusColor('failed')).toBe('red');
    expect(statusColor('waiting')).toBe('blue');
  });
});
