import type { Page } from 'playwright-core';
import sharp from 'sharp';
import * as contract from '@signet/contracts';
import { buildPath, CONSENT_VERSION, parseJson, stringifyJson } from '@signet/contracts';

interface Envelope<T> {
  code: number;
  data: T;
  msg: string;
}

/** A signer-page call as the browser makes it, with the session from the e-mailed link. */
export async function signerCall<T>(baseUrl: string, method: string, path: string, body: unknown, signerToken?: string): Promise<T> {
  const res = await fetch(baseUrl + path, {
    method,
    headers: { 'content-type': 'application/json', ...(signerToken ? { 'x-signer-token': signerToken } : {}) },
    body: stringifyJson(body),
  });
  const envelope = parseJson(await res.text()) as Envelope<T>;
  if (envelope.code !== 200) throw new Error(`${method} ${path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

/** A drawn-looking signature as the canvas gives it (a PNG data URL). */
export async function signaturePng(): Promise<string> {
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><path d="M10 80 C 60 10, 120 90, 290 20" stroke="black" stroke-width="4" fill="none"/></svg>');
  return `data:image/png;base64,${(await sharp(svg).png().toBuffer()).toString('base64')}`;
}

/** Opens an e-mailed signing link through the API, consents and signs every signature field. */
export async function signThroughApi(baseUrl: string, link: string): Promise<void> {
  const [, recipientId, noticeId, token] = /\/sign\/start\/(\d+)\/noticeView\/(\d+)\?t=([\w-]+)/.exec(link) ?? [];
  const { signerToken } = await signerCall<{ signerToken: string }>(baseUrl, 'PUT', buildPath(contract.bindSignerInfo.path, { flowSignerId: recipientId, flowNoticeViewId: noticeId }), { token });
  const view = await signerCall<{ fields: { id: bigint; type: string }[] }>(baseUrl, 'PUT', buildPath(contract.recordSignerConsent.path, { flowSignerId: recipientId }), { version: CONSENT_VERSION }, signerToken);
  const image = await signaturePng();
  const fields = view.fields.filter((field) => field.type === 'signature').map((field) => ({ fieldId: field.id, image }));
  await signerCall(baseUrl, 'POST', buildPath(contract.submitSignature.path, { flowSignerId: recipientId }), { fields }, signerToken);
}

/** Ticks the consent bar above the document, as a signer does first, and waits until it is recorded. */
export async function agreeToSign(page: Page, how: 'click' | 'tap' = 'click'): Promise<void> {
  const bar = page.getByTestId('consent-bar');
  const box = bar.getByRole('checkbox', { name: /I agree to use electronic records and signatures/ });
  await (how === 'tap' ? box.tap() : box.click());
  await bar.waitFor({ state: 'detached' });
}
