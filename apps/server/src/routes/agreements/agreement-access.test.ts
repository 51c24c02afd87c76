import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/helpers/accounts.js';
import { signer, viewer } from '../../../test/helpers/agreements.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { signInOnPlan } from '../../../test/helpers/drive.js';
import { latestLink, openLink, sentAgreement, signerCall } from '../../../test/helpers/signing.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Route {
  id: string;
  method: Method;
  url: (flowId: bigint) => string;
  body?: unknown;
  /** Routes of no single agreement answer another user 200 (with their own, empty, data). */
  ofAgreement: boolean;
}

// In the order the owner can call them one after another on the same agreement.
const SENDER_ROUTES: Route[] = [
  { id: 'listAgreements', method: 'GET', url: () => '/v1/sign/flows', ofAgreement: false },
  { id: 'getAgreementCounts', method: 'GET', url: () => '/v1/sign/flow-counts', ofAgreement: false },
  { id: 'getAgreement', method: 'GET', url: (id) => `/v1/sign/flows/${id}`, ofAgreement: true },
  { id: 'getAgreementVersion', method: 'GET', url: (id) => `/v1/sign/flows/${id}/version`, ofAgreement: true },
  { id: 'getAgreementTimeline', method: 'GET', url: (id) => `/v1/sign/flows/${id}/events`, ofAgreement: true },
  { id: 'notifySigners', method: 'POST', url: (id) => `/v1/sign/flows/${id}/notify`, body: { scope: 'all' }, ofAgreement: true },
  { id: 'copyAgreement', method: 'POST', url: (id) => `/v1/sign/flows/${id}/copy`, ofAgreement: true },
  { id: 'voidAgreement', method: 'POST', url: (id) => `/v1/sign/flows/${id}/void`, body: { reason: 'Matrix' }, ofAgreement: true },
  { id: 'deleteAgreement', method: 'DELETE', url: (id) => `/v1/sign/flows/${id}`, ofAgreement: true },
  { id: 'restoreAgreement', method: 'POST', url: (id) => `/v1/sign/flows/${id}/restore`, ofAgreement: true },
  { id: 'emptyTrash', method: 'DELETE', url: () => '/v1/sign/trash', body: { confirm: true }, ofAgreement: false },
];

describe.each(databaseTargets())('who may manage an agreement, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers owner 200, another user 7403, a signer or viewer (link session only) and anonymous 401; leaks no link', async () => {
    const [ann, cy] = [signer('Ann Lee'), viewer('Cy Wu')];
    const { me, agreement } = await sentAgreement(t, { recipients: [ann, cy] });
    const annLink = await latestLink(t, ann.email);
    const cyLink = await latestLink(t, cy.email);
    const annSession = (await openLink(t, ann.email)).signerToken;
    const cySession = (await openLink(t, cy.email)).signerToken;
    const other = await signInOnPlan(t, 'individual');

    // A recipient holds only their signer session (x-signer-token), never an x-token.
    const asSigner = async (route: Route, signerToken: string) => {
      const res = await t.app.inject({
        method: route.method,
        url: route.url(agreement.id),
        headers: { 'x-signer-token': signerToken, ...(route.body ? { 'content-type': 'application/json' } : {}) },
        ...(route.body ? { payload: JSON.stringify(route.body) } : {}),
      });
      return res.json<{ code: number }>();
    };
    const as = (route: Route, token?: string) =>
      call(t, { method: route.method, url: route.url(agreement.id), ...(token ? { token } : {}), ...(route.body ? { body: route.body } : {}) });

    for (const route of SENDER_ROUTES) {
      const outcomes = {
        other: (await as(route, other.token)).code,
        signer: (await asSigner(route, annSession)).code,
        viewer: (await asSigner(route, cySession)).code,
        anonymous: (await as(route)).code,
      };
      expect({ route: route.id, ...outcomes }).toEqual({ route: route.id, other: route.ofAgreement ? 7403 : 200, signer: 401, viewer: 401, anonymous: 401 });

      const owner = await call(t, { method: route.method, url: route.url(agreement.id), token: me.token, ...(route.body ? { body: route.body } : {}) });
      expect({ route: route.id, code: owner.code }).toEqual({ route: route.id, code: 200 });
      const text = JSON.stringify(owner.data, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));
      for (const secret of [annLink.token, cyLink.token, annSession, cySession, '/sign/start/', '?t=']) expect(text).not.toContain(secret);
    }
    // What another user may call never shows them this agreement.
    const theirs = await call(t, { method: 'GET', url: '/v1/sign/flows', token: other.token });
    expect(theirs.data.items).toEqual([]);
  });

  it("answers 7404 on the signer's routes to the owner without a signer session", async () => {
    const ann = signer('Ann Lee');
    const { me, agreement } = await sentAgreement(t, { recipients: [ann] });
    const annId = agreement.recipients[0]?.id ?? 0n;
    for (const [method, path, body] of [
      ['GET', 'signing', undefined],
      ['PUT', 'consent', { version: 'esign-consent-2025-1' }],
      ['POST', 'submit', { fields: [] }],
      ['POST', 'decline', { reason: 'x' }],
      ['POST', 'viewed', undefined],
    ] as const) {
      const res = await signerCall(t, { method, url: `/v1/sign/${annId}/${path}`, token: me.token, ...(body ? { body } : {}) });
      expect({ path, code: res.code }).toEqual({ path, code: 7404 });
    }
  });
});
