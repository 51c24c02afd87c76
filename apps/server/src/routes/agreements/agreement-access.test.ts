import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as contract from '@signet/contracts';
import { signer, viewer } from '../../../test/helpers/agreements.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { signInOnPlan } from '../../../test/helpers/drive.js';
import { latestLink, openLink, sentAgreement } from '../../../test/helpers/signing.js';
import { callOperation } from '../../../test/helpers/call-operation.js';
import { apiKeys } from '../../db/schema/index.js';
import { createApiKey, revokeApiKey } from '../../domain/api-keys/api-keys.js';
import { personalSpace } from '../../domain/company/workspace.js';

interface Route {
  operation: contract.JsonOperation;
  input: (flowId: bigint) => contract.OperationInput<contract.JsonOperation>;
  /** Routes of no single agreement answer another user 200 (with their own, empty, data). */
  ofAgreement: boolean;
}

const ofFlow = (flowId: bigint) => ({ params: { flowId } });

// In the order the owner can call them one after another on the same agreement.
const SENDER_ROUTES: Route[] = [
  { operation: contract.listAgreements, input: () => ({}), ofAgreement: false },
  { operation: contract.getAgreementCounts, input: () => ({}), ofAgreement: false },
  { operation: contract.getAgreement, input: ofFlow, ofAgreement: true },
  { operation: contract.getAgreementVersion, input: ofFlow, ofAgreement: true },
  { operation: contract.getAgreementTimeline, input: ofFlow, ofAgreement: true },
  { operation: contract.notifySigners, input: (flowId) => ({ ...ofFlow(flowId), body: { scope: 'all' } }), ofAgreement: true },
  {
    operation: contract.changeAgreementFollowUp,
    input: (flowId) => ({ ...ofFlow(flowId), body: { expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(), reminders: { afterDays: 2, everyDays: 2, maxCount: 2 } } }),
    ofAgreement: true,
  },
  { operation: contract.copyAgreement, input: ofFlow, ofAgreement: true },
  { operation: contract.voidAgreement, input: (flowId) => ({ ...ofFlow(flowId), body: { reason: 'Matrix' } }), ofAgreement: true },
  { operation: contract.deleteAgreement, input: ofFlow, ofAgreement: true },
  { operation: contract.restoreAgreement, input: ofFlow, ofAgreement: true },
  { operation: contract.emptyTrash, input: () => ({ body: { confirm: true } }), ofAgreement: false },
];

describe.each(databaseTargets())('who may manage an agreement, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers owner 200, another user (by session or API key) 7403, a signer or viewer (link session only), anonymous and a revoked or expired key 401; leaks no link', async () => {
    const [ann, cy] = [signer('Ann Lee'), viewer('Cy Wu')];
    const { me, agreement } = await sentAgreement(t, { recipients: [ann, cy] });
    const annLink = await latestLink(t, ann.email);
    const cyLink = await latestLink(t, cy.email);
    const annSession = (await openLink(t, ann.email)).signerToken;
    const cySession = (await openLink(t, cy.email)).signerToken;
    const other = await signInOnPlan(t, 'individual');
    // API keys (issue 18): the other user's key gets what the other user gets; the owner's revoked
    // or expired keys get 401 like no credentials at all.
    const otherKey = (await createApiKey(t.database.db, { ...personalSpace(other.user.id), name: 'theirs', scope: 'write', expiresAt: null })).secret;
    const revoked = await createApiKey(t.database.db, { ...personalSpace(me.user.id), name: 'revoked', scope: 'write', expiresAt: null });
    await revokeApiKey(t.database.db, { ...personalSpace(me.user.id), keyId: revoked.row.id });
    const expired = await createApiKey(t.database.db, { ...personalSpace(me.user.id), name: 'expired', scope: 'write', expiresAt: new Date(Date.now() + 60_000) });
    await t.database.db.update(apiKeys).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(apiKeys.id, expired.row.id));
    const withKey = (route: Route, key: string) => callOperation(t, route.operation, route.input(agreement.id), { headers: { authorization: `Bearer ${key}` } });

    // A recipient holds only their signer session (x-signer-token), never an x-token.
    const asSigner = (route: Route, signerToken: string) => callOperation(t, route.operation, route.input(agreement.id), { signerToken });
    const as = (route: Route, token?: string) => callOperation(t, route.operation, route.input(agreement.id), token ? { token } : {});

    for (const route of SENDER_ROUTES) {
      const outcomes = {
        other: (await as(route, other.token)).code,
        signer: (await asSigner(route, annSession)).code,
        viewer: (await asSigner(route, cySession)).code,
        anonymous: (await as(route)).code,
        otherKey: (await withKey(route, otherKey)).code,
        revokedKey: (await withKey(route, revoked.secret)).code,
        expiredKey: (await withKey(route, expired.secret)).code,
      };
      const id = route.operation.id;
      const theirs = route.ofAgreement ? 7403 : 200;
      expect({ route: id, ...outcomes }).toEqual({ route: id, other: theirs, signer: 401, viewer: 401, anonymous: 401, otherKey: theirs, revokedKey: 401, expiredKey: 401 });

      const owner = await as(route, me.token);
      expect({ route: id, code: owner.code }).toEqual({ route: id, code: 200 });
      const text = JSON.stringify(owner.data, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));
      for (const secret of [annLink.token, cyLink.token, annSession, cySession, '/sign/start/', '?t=']) expect(text).not.toContain(secret);
    }
    // What another user may call never shows them this agreement.
    const theirs = await callOperation(t, contract.listAgreements, {}, { token: other.token });
    expect(theirs.result.items).toEqual([]);
  });

  it("answers 7404 on the signer's routes to the owner without a signer session", async () => {
    const ann = signer('Ann Lee');
    const { me, agreement } = await sentAgreement(t, { recipients: [ann] });
    const annId = agreement.recipients[0]?.id ?? 0n;
    const params = { flowSignerId: annId };
    const signerCalls: [contract.JsonOperation, contract.OperationInput<contract.JsonOperation>][] = [
      [contract.getSignerView, { params }],
      [contract.recordSignerConsent, { params, body: { version: 'esign-consent-2026-1' } }],
      [contract.submitSignature, { params, body: { fields: [] } }],
      [contract.declineAgreement, { params, body: { reason: 'x' } }],
      [contract.recordSignerViewed, { params }],
    ];
    for (const [operation, input] of signerCalls) {
      const res = await callOperation(t, operation, input, { token: me.token });
      expect({ path: operation.path, code: res.code }).toEqual({ path: operation.path, code: 7404 });
    }
  });
});
