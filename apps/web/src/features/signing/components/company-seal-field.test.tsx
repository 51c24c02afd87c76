import { QueryClient } from '@tanstack/react-query';
import type { RichFieldKit } from '../lib/rich-field-kit';
import { Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderSettled } from '../../../testing/render-text';
import { signerSessions } from '../../../lib/state/signer-sessions';
import { signerViewKey } from '../api/signer-call-options';
import { signerSealsKey } from '../api/get-signer-seals';
import { SignPage } from '../pages/sign-page';
import { renderText } from '../testing/render-text';
import { SignField } from './sign-field';
import { signerField, signerView } from '../testing/signer-view';

const ID = '6';

beforeAll(() => signerSessions.set(ID, { token: 'signer-token', expiresAt: Date.now() + 3_600_000 }));

function page(view: ReturnType<typeof signerView>, seals?: unknown) {
  const client = new QueryClient();
  client.setQueryData(signerViewKey(ID), view);
  if (seals) client.setQueryData(signerSealsKey(ID), seals);
  return renderSettled(
    <Routes>
      <Route path="/sign/:flowSignerId" element={<SignPage />} />
    </Routes>,
    { client, path: `/sign/${ID}` },
  );
}

describe('a company party on the signing page', () => {
  const seal = signerField({ id: 11n, type: 'company_seal', x: 0.6, y: 0.7, width: 0.2, height: 0.15 });

  it('has a seal field that counts as required until the seal is applied, and the seal panel above the document', async () => {
    const seals = { partyName: 'Acme Ltd', kindRequired: null, choices: [], mayUpload: true, applied: null, crossPagePages: null, centreFromTop: null };
    const { text } = await page(signerView({ fields: [signerField(), seal] }), seals);
    expect(text).toContain('Company seal You sign for Acme Ltd.');
    expect(text).toContain('Upload the seal of Acme Ltd');
    expect(text).toContain('0 of 2 fields');
  });

  it('is not loaded for a signer who signs for themselves', async () => {
    const { text } = await page(signerView({ fields: [signerField()] }));
    expect(text).not.toContain('Company seal');
  });
});

describe('a company seal field', () => {
  const noop = () => undefined;
  const handlers = { kit: {} as RichFieldKit, problem: null, onOpenImage: noop, onChange: noop, onFocusField: noop, onSelectField: noop, onLocked: noop, onDone: noop };
  const field = signerField({ id: 12n, type: 'company_seal', width: 0.2, height: 0.15 });
  const render = (value: { sealed?: boolean; image?: string } | undefined, language: 'en-US' | 'zh-CN' = 'en-US') =>
    renderText(<SignField field={field} value={value} heightPx={120} widthPx={120} active={false} email="ann@example.com" today="Nov 28, 2026" guided={false} locked={false} readOnlyText="" {...handlers} />, { language });

  it('asks for the company seal, as a button that leads to the seal panel', () => {
    const { text, html } = render(undefined);
    expect(text).toBe('Company seal *');
    expect(html).toContain('aria-label="Company seal: Company seal, required, page 1, not filled"');
    expect(render(undefined, 'zh-CN').text).toBe('单位印章 *');
  });

  it('shows the applied seal', () => {
    const { text, html } = render({ sealed: true, image: 'data:image/png;base64,AAAA' });
    expect(text).toBe('');
    expect(html).toContain('src="data:image/png;base64,AAAA"');
    expect(html).toContain('aria-label="Company seal applied: Company seal, required, page 1, filled"');
  });
});
