import type { SignerView } from '@signet/contracts';
import { describe, expect, it } from 'vitest';
import { renderText } from '../../../testing/render-text';
import { SignHeader } from './sign-header';

const view = (test: boolean) =>
  ({ agreement: { id: 1n, name: 'Lease', subject: '', message: '', status: 'waiting', signingOrder: false, sentAt: null, test }, sender: { name: 'Nora Quinn', email: 'nora@example.com', brand: null } }) as unknown as SignerView;
const render = (test: boolean, language: 'en-US' | 'zh-CN' = 'en-US') => renderText(<SignHeader view={view(test)} act="sign" compact={false} otherActions={null} />, { language }).text;

describe('the signer’s header of a test agreement (issue 38)', () => {
  it('says first that the document is a test, in the signer’s language', () => {
    expect(render(true)).toMatch(/^Test document — not legally binding Lease/);
    expect(render(true, 'zh-CN')).toMatch(/^测试文件 — 不具法律效力 Lease/);
  });

  it('says nothing of the kind for a real agreement', () => {
    expect(render(false)).not.toContain('Test document');
  });
});
