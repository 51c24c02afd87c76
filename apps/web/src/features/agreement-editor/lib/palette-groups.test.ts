import { FIELD_TYPES } from '@signet/contracts';
import { describe, expect, it } from 'vitest';
import { paletteGroups } from './palette-groups';

describe('palette groups', () => {
  it('puts every kind of field in exactly one section', () => {
    const groups = paletteGroups(FIELD_TYPES);
    expect(groups.map((entry) => entry.group)).toEqual(['signing', 'information', 'choices', 'files']);
    expect(groups.flatMap((entry) => entry.types).sort()).toEqual([...FIELD_TYPES].sort());
    expect(groups.find((entry) => entry.group === 'choices')?.types).toEqual(['checkbox', 'dropdown', 'radio']);
  });

  it('leaves out a section with nothing to offer', () => {
    expect(paletteGroups(['signature', 'text']).map((entry) => entry.group)).toEqual(['signing', 'information']);
  });
});
