import type { SealChoice, SignerSeals } from '@signet/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { renderText } from '../../testing/render-text';
import { CompanySealView } from './company-seal-view';

const ID = '5';
const FACE = 'data:image/svg+xml;base64,PHN2Zy8+';

const choice = (overrides: Partial<SealChoice> = {}): SealChoice => ({ sealId: 41n, companyName: 'Acme Ltd', name: 'Contract seal', kind: 'contract', authority: null, needsApproval: false, request: null, ...overrides });

function seals(overrides: Partial<SignerSeals> = {}): SignerSeals & { partyName: string } {
  return { kindRequired: null, choices: [choice()], mayUpload: false, applied: null, crossPagePages: null, centreFromTop: null, ...overrides, partyName: 'Acme Ltd' };
}

function panel(data: SignerSeals & { partyName: string }, options: { sentTo?: string; language?: 'en-US' | 'zh-CN' } = {}) {
  const client = new QueryClient();
  client.setQueryData(['signer', ID, 'seal-face', '41'], FACE);
  client.setQueryData(['signer', ID, 'applied-seal', 'a'.repeat(64)], FACE);
  return renderText(<CompanySealView flowSignerId={ID} seals={data} initialSentTo={options.sentTo} />, { client, language: options.language });
}

describe("the signer's company seal panel", () => {
  it('names the company, and each seal by its face, name and kind', () => {
    const { text, html } = panel(seals({ kindRequired: 'contract' }));
    expect(text).toContain('Company seal You sign for Acme Ltd. This agreement asks for the Contract seal.');
    expect(text).toContain('Seals you may apply Contract seal Contract seal');
    expect(html).toContain(`src="${FACE}" alt="Face of the seal “Contract seal” (Contract seal)"`);
  });

  it('with a grant: Send code, then the code sent to the masked address, six digits and Apply', () => {
    expect(panel(seals({ choices: [choice({ authority: 'grant' })] })).text).toMatch(/Send code$/);
    const { text, html } = panel(seals({ choices: [choice({ authority: 'grant' })] }), { sentTo: 'a***@x.com' });
    expect(text).toContain('Code sent to a***@x.com.');
    expect(text).toContain('6-digit code From the e-mail we just sent; it works once, for 10 minutes.');
    expect(html).toMatch(/<input[^>]*inputMode="numeric"[^>]*autoComplete="one-time-code"/);
    expect(text).toMatch(/Apply seal\s+Send a new code/);
  });

  it('without authority: Ask for approval; the official seal rule says why', () => {
    const { text } = panel(seals({ choices: [choice({ needsApproval: true })] }));
    expect(text).toContain('Every use of this seal needs an approval.');
    expect(text).toMatch(/Ask for approval$/);
    expect(text).not.toContain('Send code');
  });

  it('while the request waits, and once it was rejected or approved', () => {
    const request = { id: 51n, comment: '', documentsChanged: false };
    expect(panel(seals({ choices: [choice({ request: { ...request, status: 'pending' } })] })).text).toContain('Waiting for approval.');
    const rejected = panel(seals({ choices: [choice({ request: { ...request, status: 'rejected', comment: 'Use the finance seal' } })] })).text;
    expect(rejected).toContain('Rejected: Use the finance seal');
    expect(rejected).toMatch(/Ask again$/);
    const approved = panel(seals({ choices: [choice({ authority: 'approval', request: { ...request, status: 'approved' } })] })).text;
    expect(approved).toContain('Approved — send code');
    expect(approved).toMatch(/Send code$/);
    expect(panel(seals({ choices: [choice({ request: { ...request, status: 'approved', documentsChanged: true } })] })).text).toContain('The documents changed after the approval, so it no longer holds. Ask again.');
  });

  it('shows the seal once applied, instead of the choices', () => {
    const applied = { partyName: 'Acme Ltd', sealName: 'Contract seal (Shanghai)', kind: 'contract' as const, verified: true, faceSha256: 'a'.repeat(64), widthMm: 42, heightMm: 42, at: '2026-11-28T10:00:00.000Z' };
    const { text, html } = panel(seals({ applied }));
    expect(text).toContain('Seal applied Contract seal (Shanghai) (Contract seal)');
    expect(panel(seals({ applied: { ...applied, sealName: 'Contract seal' } })).text).toMatch(/Seal applied Contract seal$/);
    expect(text).not.toContain('Seals you may apply');
    expect(html).toContain('alt="The seal you applied for Acme Ltd"');
    expect(panel(seals({ applied: { ...applied, verified: false, sealName: null, kind: null } })).text).toContain('Uploaded picture, not verified');
  });

  it('lets a party with no seal on Signet upload theirs, saying it will be marked not verified', () => {
    const { text } = panel(seals({ choices: [], mayUpload: true }));
    expect(text).toContain('Upload the seal of Acme Ltd');
    expect(text).toContain('An uploaded seal is marked as not verified on the certificate');
    expect(text).toMatch(/Upload and apply$/);
  });

  it('tells of the cross-page seal and its pages', () => {
    expect(panel(seals({ crossPagePages: [1, 2, 3, 5] })).text).toContain('A cross-page seal will be stamped on the right edge of pages 1–3, 5.');
  });

  it('says it in Chinese', () => {
    const { text } = panel(seals({ choices: [choice({ authority: 'grant' })], crossPagePages: [1, 2] }), { language: 'zh-CN', sentTo: 'a***@x.com' });
    expect(text).toContain('单位印章 您代表 Acme Ltd 签署。');
    expect(text).toContain('将在第 1–2 页的右侧边缘加盖骑缝章。');
    expect(text).toContain('验证码已发送至 a***@x.com。');
    expect(text).toContain('加盖印章');
    expect(panel(seals({ kindRequired: 'contract' }), { language: 'zh-CN' }).text).toContain('您代表 Acme Ltd 签署。此协议要求加盖合同专用章。');
  });
});
