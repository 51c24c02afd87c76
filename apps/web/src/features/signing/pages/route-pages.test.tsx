import type { Locale, SignerView } from '@signet/contracts';
import { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { signerSessions } from '../../../lib/state/signer-sessions';
import { signerViewKey } from '../api/signer-call-options';
import { renderSettled } from '../../../testing/render-text';
import { signerField, signerView } from '../testing/signer-view';
import { SignFinishPage } from './sign-finish-page';
import { SignStartPage } from './sign-start-page';
import { SignViewPage } from './sign-view-page';

const ID = '5';
const mia = { step: 1, name: 'Mia Chen', role: 'approver', status: 'approved', at: '2026-11-28T10:04:00.000Z' } as const;

beforeAll(() => {
  // Times are shown in the reader's zone; these tests read them in UTC.
  process.env.TZ = 'UTC';
  signerSessions.set(ID, { token: 'signer-token', expiresAt: Date.now() + 3_600_000 });
});

/** A signer page at its address, with the view the server would answer already in the cache. */
function page(path: 'start' | 'view' | 'finish', view: SignerView, language: Locale = 'en-US') {
  const client = new QueryClient();
  client.setQueryData(signerViewKey(ID), view);
  const element: ReactElement = path === 'start' ? <SignStartPage /> : path === 'view' ? <SignViewPage /> : <SignFinishPage />;
  return renderSettled(
    <Routes>
      <Route path={`/sign/${path}/:flowSignerId`} element={element} />
    </Routes>,
    { client, path: `/sign/${path}/${ID}`, language },
  );
}

describe('the route on the signing page', () => {
  const second = signerView({ fields: [signerField()], route: { step: 2, steps: 3, group: 'any', acted: [mia] } });

  it('says the step, the group and who acted before, in English and Chinese', async () => {
    const en = (await page('start', second)).text;
    expect(en).toContain('You are in step 2 of 3 · Any one of you may sign for the group');
    expect(en).toContain('Mia Chen approved on Nov 28, 2026, 10:04 AM');
    const zh = (await page('start', second, 'zh-CN')).text;
    expect(zh).toContain('您处于第 2 步，共 3 步 · 本组任一人签署即可');
    expect(zh).toContain('Mia Chen 已于 2026年11月28日 10:04 审批同意');
  });

  it('shows the latest act and offers the others behind a button that says it expands', async () => {
    const fay = { step: 1, name: 'Fay Lin', role: 'filler', status: 'signed', at: '2026-11-27T08:00:00.000Z' } as const;
    const { text, html } = await page('start', signerView({ route: { step: 3, steps: 3, acted: [fay, { ...mia, step: 2 }] } }));
    expect(text).toContain('Mia Chen approved on');
    expect(text).not.toContain('Fay Lin filled in');
    expect(text).toContain('Show all (2)');
    expect(html).toMatch(/aria-expanded="false"[^>]*aria-controls="[^"]+"/);
  });

  it('keeps a plain agreement as it was: no route band, and Finish', async () => {
    const { text, html } = await page('start', signerView({ fields: [signerField()] }));
    expect(html).not.toContain('data-testid="route-band"');
    expect(text).not.toContain('step');
    expect(text).toContain('Finish');
    expect(text).not.toContain('Approve');
  });
});

describe('an approver', () => {
  const approver = signerView({ me: { role: 'approver' }, route: { step: 2, steps: 2, acted: [{ ...mia, role: 'signer', status: 'signed', name: 'Sam Roe' }] } });

  it('is asked to approve, with Approve and Reject instead of Finish, and no field to go to', async () => {
    const { text } = await page('start', approver);
    expect(text).toContain('Dana Park asks you to approve');
    expect(text).toContain('Read the documents, then approve or reject.');
    expect(text).toMatch(/Reject\s+Approve/);
    expect(text).not.toMatch(/\bFinish\b|\bStart\b/);
    expect(text).toContain('Sam Roe signed on');
    const zh = (await page('start', approver, 'zh-CN')).text;
    expect(zh).toMatch(/驳回\s+同意/);
    expect(zh).toContain('Dana Park 请您审批');
  });

  it('still gives the consent first, as signers do', async () => {
    const { html } = await page('start', { ...approver, consent: { version: '1', given: false } });
    expect(html).toContain('data-testid="consent-bar"');
  });

  it('keeps Next field when there are fields to fill', async () => {
    expect((await page('start', { ...approver, fields: [signerField()] })).text).toMatch(/Start\s+Reject\s+Approve/);
  });

  it('is thanked for approving, or told they rejected', async () => {
    expect((await page('finish', { ...approver, me: { ...approver.me, status: 'approved' }, next: 'finish' })).text).toContain('You approved “Supply contract”.');
    const rejected = await page('finish', { ...approver, me: { ...approver.me, status: 'declined' }, agreement: { ...approver.agreement, status: 'declined' }, next: 'finish' });
    expect(rejected.text).toContain('You rejected');
    expect(rejected.text).toContain('You rejected “Supply contract”. The sender has been told, with your reason.');
    expect((await page('finish', { ...approver, me: { ...approver.me, status: 'approved' }, next: 'finish' }, 'zh-CN')).text).toContain('您已审批同意“Supply contract”。');
  });
});

describe('a filler', () => {
  const filler = signerView({
    me: { role: 'filler' },
    fields: [signerField({ id: 11n, forRecipient: 7n, label: 'Address' }), signerField({ id: 12n, forRecipient: 8n, label: 'Phone' })],
    route: { step: 1, steps: 2, fillsFor: [{ id: 7n, name: 'Ann Lee' }, { id: 8n, name: 'Ben Wu' }] },
  });

  it('is told whose fields these are, and finishes with Done filling in', async () => {
    const { text } = await page('start', filler);
    expect(text).toContain('Fill in these fields for Ann Lee and Ben Wu before they sign.');
    expect(text).toContain('You are in step 1 of 2');
    expect(text).toContain('Done filling in');
    expect(text).not.toMatch(/\bFinish\b/);
    const zh = (await page('start', filler, 'zh-CN')).text;
    expect(zh).toContain('请在 Ann Lee和Ben Wu 签署前，为其填写以下内容。');
    expect(zh).toContain('完成填写');
  });

  it('is thanked for filling in, and told who signs next', async () => {
    const done = (await page('finish', { ...filler, me: { ...filler.me, status: 'signed' }, next: 'finish' })).text;
    expect(done).toContain('You filled in “Supply contract” for Ann Lee and Ben Wu.');
    expect(done).toContain('Ann Lee and Ben Wu can sign now, with what you filled in.');
  });
});

describe('a released member of an any-one-of group', () => {
  const released = signerView({
    me: { status: 'released' },
    next: 'released',
    route: { step: 2, steps: 2, group: 'any', acted: [mia], actedForGroup: { name: 'Ann Lee', at: '2026-11-28T11:30:00.000Z' } },
  });

  it('is told who signed for the group and when, with the sender, and nothing to sign', async () => {
    const { text } = await page('start', released);
    expect(text).toContain('Your group has signed');
    expect(text).toContain('Ann Lee signed for your group on Nov 28, 2026, 11:30 AM.');
    expect(text).toContain('Nothing more is needed from you.');
    expect(text).toContain('Dana Park');
    expect(text).toContain('dana@example.com');
    expect(text).not.toMatch(/\bFinish\b|Sign here|\bApprove\b/);
    const zh = (await page('start', released, 'zh-CN')).text;
    expect(zh).toContain('Ann Lee 已于 2026年11月28日 11:30 代表本组签署。');
    expect(zh).toContain('您无需再做任何操作');
  });

  it('in an approvers group, is told the group approved', async () => {
    expect((await page('start', { ...released, me: { ...released.me, role: 'approver' } })).text).toContain('Ann Lee approved for your group on');
  });
});

describe('waiting for earlier steps', () => {
  const waiting = signerView({ next: 'wait', myTurn: false, waitingFor: ['Ann Lee', 'Ben Wu'], route: { step: 3, steps: 3, group: 'any', acted: [mia] } });

  it('names the step and those still to act, and who acted so far', async () => {
    const { text } = await page('start', waiting);
    expect(text).toContain('Dana Park set an order of steps, and you are in step 3 of 3. Still to act before you: Ann Lee, Ben Wu.');
    expect(text).toContain('Any one of you may sign for the group');
    expect(text).toContain('Done so far Mia Chen approved on Nov 28, 2026, 10:04 AM');
    expect((await page('start', waiting, 'zh-CN')).text).toContain('您处于第 3 步，共 3 步。在您之前尚待处理：Ann Lee、Ben Wu。');
  });

  it('keeps the signing order words for a plain agreement', async () => {
    const plain = signerView({ next: 'wait', myTurn: false, waitingFor: ['Ann Lee'], route: null });
    expect((await page('start', plain)).text).toContain('Dana Park set a signing order. Ann Lee must sign first.');
  });
});

describe('a copy recipient', () => {
  const copy = signerView({ me: { role: 'copy' }, next: 'view', route: { step: null, steps: 2, group: null } });

  it('only views, in words that say it is their copy', async () => {
    const { text } = await page('view', copy);
    expect(text).toContain('You receive a copy of these documents; there is nothing to sign.');
    expect(text).toContain('A copy of “Supply contract” for you');
    expect(text).toContain('Dana Park sends you a copy');
    expect(text).not.toContain('step');
    expect((await page('view', copy, 'zh-CN')).text).toContain('您收到的是这些文档的抄送副本，无需签署。');
  });

  it('is thanked on the finish page', async () => {
    expect((await page('finish', { ...copy, next: 'finish' })).text).toContain('You received a copy of “Supply contract”.');
  });
});
