import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '@signet/contracts';
import * as contract from '@signet/contracts';
import { users } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { call, checkDevices, PASSWORD, registerAccount } from '../../../test/helpers/accounts.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { callOperation } from '../../../test/helpers/call-operation.js';

describe.each(databaseTargets())('device sessions and access on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it("lists this account's live sessions, marking the caller's", async () => {
    const { token: a, email, uid } = await registerAccount(t, { deviceId: 'device-a' });
    await t.database.db.update(users).set({ planId: 'individual' }).where(eq(users.id, uid));
    await callOperation(t, contract.login, { body: { email, password: PASSWORD, deviceId: 'device-b', deviceName: 'Firefox on Linux' } });
    await registerAccount(t); // someone else's session must not show
    const res = await callOperation(t, contract.listSessions, {}, { token: a });
    expect(res.result.sessions).toHaveLength(2);
    const [newest, oldest] = res.result.sessions;
    expect(newest).toMatchObject({ deviceId: 'device-b', deviceName: 'Firefox on Linux', deviceType: 'WEB', current: false });
    expect(oldest).toMatchObject({ deviceId: 'device-a', current: true });
  });

  it('signs out one device of the own account (2010 on its device check)', async () => {
    const { token: a, email, uid } = await registerAccount(t, { deviceId: 'device-a' });
    await t.database.db.update(users).set({ planId: 'individual' }).where(eq(users.id, uid));
    const b = await callOperation(t, contract.login, { body: { email, password: PASSWORD, deviceId: 'device-b' } });
    const list = await callOperation(t, contract.listSessions, {}, { token: a });
    const other = list.result.sessions.find((s) => !s.current);
    expect((await callOperation(t, contract.endDeviceSession, { params: { sessionId: other?.id ?? 0n } }, { token: a })).code).toBe(200);
    expect((await checkDevices(t, b.result.token)).code).toBe(2010);
    expect((await checkDevices(t, a)).code).toBe(200);
  });

  it("answers 404 for another account's session and leaves it alone", async () => {
    const mallory = await registerAccount(t);
    const victim = await registerAccount(t);
    const list = await callOperation(t, contract.listSessions, {}, { token: victim.token });
    const res = await callOperation(t, contract.endDeviceSession, { params: { sessionId: list.result.sessions[0]?.id ?? 0n } }, { token: mallory.token });
    expect(res.code).toBe(404);
    expect((await checkDevices(t, victim.token)).code).toBe(200);
  });

  const sessionOperations = operations.filter((op) => op.auth === 'session');

  it('covers every session operation in the matrix below', () => {
    expect(sessionOperations.map((op) => op.id).sort()).toEqual(
      [
        'changeEmail',
        'changePassword',
        'endDeviceSession',
        'listApiKeys',
        'createApiKey',
        'revokeApiKey',
        'listTestMails',
        'getTestMail',
        'listWebhookEndpoints',
        'createWebhookEndpoint',
        'updateWebhookEndpoint',
        'rotateWebhookSecret',
        'deleteWebhookEndpoint',
        'listWebhookDeliveries',
        'replayWebhookDelivery',
        'sendWebhookTestEvent',
        'getSignPlanDetail',
        'redeemLicenceCode',
        'createCheckoutOrder',
        'getCheckoutOrder',
        'listCheckoutOrders',
        'getCheckoutReceipt',
        'getUserInfo',
        'listSessions',
        'logout',
        'updateProfile',
        'uploadAvatar',
        'getKeptSignatures',
        'saveKeptSignature',
        'deleteKeptSignature',
        'uploadDocument',
        'unlockUpload',
        'listDocuments',
        'getDocument',
        'getDocumentFile',
        'renameDocument',
        'deleteDocument',
        'createAgreement',
        'getAgreement',
        'getAgreementDocumentFile',
        'getAgreementFinalFile',
        'getAgreementFinalDocumentFile',
        'getAgreementFinalZip',
        'saveAgreementDraft',
        'saveAgreementFields',
        'sendAgreement',
        // One call to send (issue 38).
        'createSignatureRequest',
        'createTemplateSignatureRequest',
        'notifySigners',
        'retryAgreementCompletion',
        'reviseAgreement',
        'listAgreements',
        'getAgreementCounts',
        'getAgreementVersion',
        'getAgreementTimeline',
        'deleteAgreement',
        'restoreAgreement',
        'voidAgreement',
        'changeAgreementFollowUp',
        'createEmbeddedSigningUrl',
        'getEmbedOrigins',
        'setEmbedOrigins',
        'copyAgreement',
        'emptyTrash',
        'listTemplates',
        'getTemplate',
        'createTemplate',
        'publishTemplateVersion',
        'deleteTemplate',
        'useTemplate',
        // A signer's attachment, for the sender (issue 36).
        'getAgreementAttachmentFile',
        'setTemplatePublicLink',
        'getBulkSendSample',
        'checkBulkSend',
        'startBulkSend',
        'getBulkSend',
        'listCompanies',
        'createCompany',
        'getCompany',
        'updateCompany',
        'switchWorkspace',
        'listCompanyMembers',
        'inviteCompanyMember',
        'resendCompanyInvitation',
        'revokeCompanyInvitation',
        'acceptCompanyInvitation',
        'changeCompanyMemberRole',
        'removeCompanyMember',
        'leaveCompany',
        'transferCompanyOwnership',
        'listCompanyActivity',
        'exportCompanyActivity',
        'setCompanyBranding',
        'setLeaversWorkTo',
        'redeemCompanyLicenceCode',
        'buyCompanySeats',
        'openCompanyBillingPortal',
        'listCompanySeals',
        'previewSealFace',
        'createCompanySeal',
        'replaceSealFace',
        'setSealStatus',
        'getSealFace',
        'listSealGrants',
        'grantSeal',
        'revokeSealGrant',
        'listSealRequests',
        'decideSealRequest',
        'setSealSettings',
        'listSealLog',
        'exportSealLog',
        'getTwoFactorStatus',
        'beginTotpSetup',
        'confirmTotpSetup',
        'regenerateRecoveryCodes',
        'disableTwoFactor',
        'beginPasskeyRegistration',
        'addPasskey',
        'renamePasskey',
        'removePasskey',
        'beginReauthPasskey',
        'reauthenticate',
        'setCompanyTwoFactorRequirement',
      ].sort(),
    );
  });

  // The two matrices below share their dead tokens: a session once ended stays ended, and a refused
  // call changes nothing, so one account per kind of death proves the same as one per operation
  // (an account each was 240 sign-ups and 360 password checks per engine).
  let signedOut: Promise<string> | undefined;
  /** A token whose session signed out. */
  const signedOutToken = () =>
    (signedOut ??= (async () => {
      const { token } = await registerAccount(t);
      await callOperation(t, contract.logout, {}, { token });
      return token;
    })());
  let endedElsewhere: Promise<{ pushedOut: string; replaced: string }> | undefined;
  /** Two tokens of one account: one the device limit ended, one that signing in again on its device ended. */
  const endedTokens = () =>
    (endedElsewhere ??= (async () => {
      const login = (email: string, deviceId: string) => callOperation(t, contract.login, { body: { email, password: PASSWORD, deviceId } });
      const { email, token: replaced } = await registerAccount(t, { deviceId: 'device-a' });
      // Signing in again on device A ends its old token (2010); device B then pushes A out (free plan: 1 device).
      const again = await login(email, 'device-a');
      await login(email, 'device-b');
      return { pushedOut: again.result.token, replaced };
    })());

  it.each(sessionOperations.map((op) => [op.id, op] as const))('%s answers 401 without a token and with a dead one', async (_id, op) => {
    const url = op.path.replace(/\{\w+\}/g, '123456789012345678');
    const token = await signedOutToken();
    for (const candidate of [undefined, 'not-a-token', token]) {
      const res = await call(t, { method: op.method, url, body: op.method === 'GET' || op.method === 'DELETE' ? undefined : {}, ...(candidate ? { token: candidate } : {}) });
      expect(res).toMatchObject({ status: 401, code: 401 });
    }
  });

  it.each(sessionOperations.map((op) => [op.id, op] as const))(
    '%s answers 2008 on a session the device limit ended and 2010 on one signed out elsewhere',
    async (_id, op) => {
      const url = op.path.replace(/\{\w+\}/g, '123456789012345678');
      const { pushedOut, replaced } = await endedTokens();
      const body = op.method === 'GET' || op.method === 'DELETE' ? undefined : {};
      expect(await call(t, { method: op.method, url, body, token: pushedOut })).toMatchObject({ status: 401, code: 2008 });
      expect(await call(t, { method: op.method, url, body, token: replaced })).toMatchObject({ status: 401, code: 2010 });
    },
  );
});
