import { describe, expect, it } from 'vitest';
import { ZSealFaceSpec } from './seal-face.js';

function issues(input: unknown): string[] {
  const result = ZSealFaceSpec.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('seal face spec', () => {
  it('fills in the defaults of each kind', () => {
    expect(ZSealFaceSpec.parse({ kind: 'contract', companyName: '上海示例科技有限公司' })).toEqual({
      kind: 'contract',
      shape: 'round',
      companyName: '上海示例科技有限公司',
      centreText: '合同专用章',
      serial: '',
      personName: '',
      colour: '#d0021b',
      sizeMm: 42,
    });
    expect(ZSealFaceSpec.parse({ kind: 'official', companyName: '示例', shape: 'oval' })).toMatchObject({ centreText: '', sizeMm: 45 });
    expect(ZSealFaceSpec.parse({ kind: 'legal_rep', companyName: '示例', personName: '张三' })).toMatchObject({ shape: 'square', sizeMm: 20 });
    // An empty centre text is a choice (no line), not a gap to fill.
    expect(ZSealFaceSpec.parse({ kind: 'finance', companyName: '示例', centreText: '' }).centreText).toBe('');
    expect(ZSealFaceSpec.parse({ kind: 'hr', companyName: '示例', colour: '#C00000' }).colour).toBe('#c00000');
  });

  it('refuses what no seal is, naming the field', () => {
    expect(issues({ kind: 'legal_rep', companyName: '示例', shape: 'round', personName: '张三' })).toEqual(['shape: seal_legal_rep_square']);
    expect(issues({ kind: 'legal_rep', companyName: '示例' })).toEqual(['personName: seal_person_name_required']);
    expect(issues({ kind: 'contract', companyName: '示例', personName: '张三' })).toEqual(['personName: seal_person_name_legal_rep_only']);
    expect(issues({ kind: 'contract', companyName: '示例', sizeMm: 45 })).toEqual(['sizeMm: seal_size']);
    expect(issues({ kind: 'contract', companyName: '示例', shape: 'oval', sizeMm: 45 })).toEqual([]);
    expect(issues({ kind: 'contract', companyName: '示'.repeat(41) })).toHaveLength(1);
    expect(issues({ kind: 'contract', companyName: '示例', centreText: '章'.repeat(13) })).toHaveLength(1);
    expect(issues({ kind: 'contract', companyName: '示例', colour: 'red' })).toEqual(['colour: accent_format']);
    expect(issues({ kind: 'stamp', companyName: '示例' })).toHaveLength(1);
  });
});
