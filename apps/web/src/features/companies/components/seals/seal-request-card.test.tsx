import { describe, expect, it } from 'vitest';
import { renderText } from '../../../../testing/render-text';
import { SealRequestCard, type DecisionMode } from './seal-request-card';
import { sealRequestOf } from './seal-test-data';

const noop = () => undefined;

function card(options: { mode?: DecisionMode; comment?: string; decides?: boolean; language?: 'en-US' | 'zh-CN'; request?: Parameters<typeof sealRequestOf>[0] } = {}) {
  return renderText(
    <SealRequestCard request={sealRequestOf(options.request)} decides={options.decides ?? true} busy={false} onDecide={noop} initialMode={options.mode} initialComment={options.comment} />,
    { language: options.language },
  );
}

/** The buttons of a rendering, with whether each is disabled. */
const buttons = (html: string) => [...html.matchAll(/<button([^>]*)>([\s\S]*?)<\/button>/g)].map(([, attributes = '', inner = '']) => ({ label: inner.replace(/<[^>]+>/g, '').trim(), disabled: /\sdisabled=""/.test(attributes) }));

describe('a request in the inbox', () => {
  it('shows who asks for which seal, on which agreement and why, with Approve and Reject', () => {
    const { text, html } = card();
    expect(text).toContain('Ann Lee asks to use Official seal (Official seal)');
    expect(text).toContain('Agreement: Supply contract');
    expect(text).toContain('Reason: Signing the supply contract with Globex');
    expect(buttons(html)).toEqual([
      { label: 'Reject', disabled: false },
      { label: 'Approve', disabled: false },
    ]);
  });

  it('warns when the documents changed since the request', () => {
    expect(card({ request: { documentsChanged: true } }).text).toContain('The documents changed after this request was made: check the agreement before you approve.');
    expect(card().text).not.toContain('The documents changed');
  });

  it('rejects only with a comment: the reject button waits for one', () => {
    const empty = card({ mode: 'rejecting' });
    expect(empty.text).toContain('Why do you reject it? * Say why you reject it: the requester reads this.');
    expect(buttons(empty.html)).toEqual([
      { label: 'Cancel', disabled: false },
      { label: 'Reject request', disabled: true },
    ]);
    expect(buttons(card({ mode: 'rejecting', comment: '   ' }).html).at(-1)).toEqual({ label: 'Reject request', disabled: true });
    expect(buttons(card({ mode: 'rejecting', comment: 'Wrong counterparty' }).html).at(-1)).toEqual({ label: 'Reject request', disabled: false });
  });

  it('says it in Chinese', () => {
    const { text } = card({ language: 'zh-CN', mode: 'rejecting' });
    expect(text).toContain('Ann Lee 申请使用 Official seal（公章）');
    expect(text).toContain('驳回理由');
    expect(text).toContain('请填写驳回理由：申请人会看到。');
  });
});

describe('a request of my own', () => {
  it('tells its state and the approver’s comment, with nothing to decide', () => {
    const { text, html } = card({ decides: false, request: { status: 'rejected', decidedBy: 'Mia Chen', comment: 'Use the contract seal', decidedAt: '2026-11-28T11:00:00.000Z' } });
    expect(text).toContain('Rejected');
    expect(text).toContain('Rejected by Mia Chen');
    expect(text).toContain('Comment: Use the contract seal');
    expect(buttons(html)).toEqual([]);
  });
});
