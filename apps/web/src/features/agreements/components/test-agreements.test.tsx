import type { Agreement, AgreementSummary } from '@signet/contracts';
import { describe, expect, it } from 'vitest';
import { renderText } from '../../../testing/render-text';
import { AgreementName } from './agreements-table';
import { DetailHeader } from './detail-header';
import { TestFilter } from './test-filter';

const at = '2026-11-29T10:00:00Z';
const row = (test: boolean) => ({ id: 1n, name: 'Lease', role: 'sender', test }) as unknown as AgreementSummary;
const detail = (test: boolean) => ({ id: 1n, name: 'Lease', status: 'waiting', sentAt: at, updatedAt: at, deletedAt: null, test }) as unknown as Agreement;

describe('test agreements in the sender’s lists (issue 38)', () => {
  it('marks a test agreement “Test” in its list row and its detail header, and nothing else', () => {
    expect(renderText(<AgreementName row={row(true)} />).text).toBe('Lease Test');
    expect(renderText(<AgreementName row={row(false)} />).text).toBe('Lease');
    expect(renderText(<DetailHeader agreement={detail(true)} />).text).toMatch(/Lease Waiting for others Test/);
    expect(renderText(<DetailHeader agreement={detail(false)} />).text).not.toContain('Test');
  });

  it('says it in Chinese too', () => {
    expect(renderText(<AgreementName row={row(true)} />, { language: 'zh-CN' }).text).toBe('Lease 测试');
  });

  it('offers the test agreements as a switch, off unless asked for', () => {
    const off = renderText(<TestFilter value={false} onChange={() => undefined} />);
    expect(off.text).toContain('Test agreements');
    expect(off.html).not.toMatch(/checked=""/);
    expect(renderText(<TestFilter value onChange={() => undefined} />).html).toMatch(/checked=""/);
  });
});
